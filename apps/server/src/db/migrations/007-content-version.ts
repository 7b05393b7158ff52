import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * games.content_version: a counter the database itself bumps, in the writing transaction, whenever the players
 * or the cards of that game change (triggers below), so a node may keep a game's gallery in memory and know it
 * is current with the one game read every request does anyway (services/results/gallery-cache.ts). Triggers
 * rather than calls in each service: no write path, present or future, can forget it.
 *
 * Covered: players inserted, updated or deleted; cells updated or deleted. Not cells inserted: a card is only
 * ever dealt in the transaction that inserts its player (join-game.ts), whose insert bumps the counter, and a
 * row trigger per dealt cell would cost a join 25 updates of the game row on SQLite.
 */
const TRIGGERS = [
  { name: 'players_insert_bumps_game', on: 'players', event: 'INSERT', gameId: 'NEW.game_id' },
  { name: 'players_update_bumps_game', on: 'players', event: 'UPDATE', gameId: 'NEW.game_id' },
  { name: 'players_delete_bumps_game', on: 'players', event: 'DELETE', gameId: 'OLD.game_id' },
  {
    name: 'cells_update_bumps_game',
    on: 'cells',
    event: 'UPDATE',
    gameId: '(SELECT game_id FROM players WHERE id = NEW.player_id)',
  },
  {
    name: 'cells_delete_bumps_game',
    on: 'cells',
    event: 'DELETE',
    gameId: '(SELECT game_id FROM players WHERE id = OLD.player_id)',
  },
] as const;

const bump = (gameId: string) =>
  `UPDATE games SET content_version = content_version + 1 WHERE id = ${gameId}`;

function isPostgres(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const contentVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('content_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const postgres = isPostgres(db);
    for (const t of TRIGGERS) {
      if (postgres) {
        const returned = t.event === 'DELETE' ? 'OLD' : 'NEW';
        await sql
          .raw(
            `CREATE FUNCTION ${t.name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN ${bump(t.gameId)}; RETURN ${returned}; END $$`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER ${t.name} AFTER ${t.event} ON ${t.on} FOR EACH ROW EXECUTE FUNCTION ${t.name}()`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `CREATE TRIGGER ${t.name} AFTER ${t.event} ON ${t.on} FOR EACH ROW BEGIN ${bump(t.gameId)}; END`,
          )
          .execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    const postgres = isPostgres(db);
    for (const t of TRIGGERS) {
      await sql.raw(`DROP TRIGGER ${t.name}${postgres ? ` ON ${t.on}` : ''}`).execute(db);
      if (postgres) await sql.raw(`DROP FUNCTION ${t.name}()`).execute(db);
    }
    await db.schema.alterTable('games').dropColumn('content_version').execute();
  },
};
