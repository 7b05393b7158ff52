import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * PostgreSQL: a statement that updates or deletes players bumps each of their games' content_version once
 * (a statement trigger reading the changed rows), not once per row (migration 007). Starting a game moves
 * every waiting player to playing in one statement, and a row trigger updated the game's row once per player:
 * 10,000 new versions of the game's row inside the start's transaction. The counter still moves in the writing
 * transaction, as the gallery's readers need (services/results/gallery-cache.ts).
 *
 * SQLite has row triggers only; its updates of the game's row stay in memory until the commit.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const STATEMENT_TRIGGERS = [
  { name: 'players_update_bumps_game', event: 'UPDATE', table: 'NEW' },
  { name: 'players_delete_bumps_game', event: 'DELETE', table: 'OLD' },
] as const;

export const statementBumps: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    for (const t of STATEMENT_TRIGGERS) {
      await sql.raw(`DROP TRIGGER ${t.name} ON players`).execute(db);
      await sql
        .raw(
          `CREATE FUNCTION ${t.name}_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE games SET content_version = content_version + 1 WHERE id IN (SELECT DISTINCT game_id FROM changed);
RETURN NULL; END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${t.name} AFTER ${t.event} ON players REFERENCING ${t.table} TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION ${t.name}_statement()`,
        )
        .execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    for (const t of STATEMENT_TRIGGERS) {
      await sql.raw(`DROP TRIGGER ${t.name} ON players`).execute(db);
      await sql.raw(`DROP FUNCTION ${t.name}_statement()`).execute(db);
      await sql
        .raw(`CREATE TRIGGER ${t.name} AFTER ${t.event} ON players FOR EACH ROW EXECUTE FUNCTION ${t.name}()`)
        .execute(db);
    }
  },
};
