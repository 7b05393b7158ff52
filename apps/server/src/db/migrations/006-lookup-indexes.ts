import type { Kysely, Migration } from 'kysely';

/**
 * Indexes the hot player routes were missing (bench/http/query-plans.ts shows the plans):
 * - games by code, whatever the status: the partial open-code index cannot serve `status in (…)` or
 *   `status <> 'INACTIVE'` (neither SQLite nor PostgreSQL proves those imply its predicate), so a board or gallery
 *   fetch scanned every player row of the database to find the caller's game, and a join scanned all games;
 * - players by game and status: counting a game's players (every board fetch and join) reads the index only.
 */
export const lookupIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('games_code_idx').on('games').column('code').execute();
    await db.schema
      .createIndex('players_game_status_idx')
      .on('players')
      .columns(['game_id', 'status'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('players_game_status_idx').execute();
    await db.schema.dropIndex('games_code_idx').execute();
  },
};
