import { sql, type Kysely, type Migration } from 'kysely';

/**
 * games.player_count: the game's players (people, not removed), kept by the writers that change it under the
 * game's lock (a batch of joins, a team member's join, a removal, a restore), so the joins' check for a free
 * place and every screen's count read one column instead of counting the game's rows: a count grows with the
 * game, and a 10,000-player game was counted once per join and once per phone's connection.
 */
export const playerCount: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('player_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`
      UPDATE games SET player_count = (
        SELECT count(*) FROM players
        WHERE players.game_id = games.id AND players.status <> 'removed' AND players.kind <> 'team'
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('player_count').execute();
  },
};
