import type { Kysely, Migration } from 'kysely';

/**
 * games.results_shared (0/1, default 0): the host let anyone with the results link see the game's results
 * (winner, leaderboard, approved photos). Off by default: a game's results are its host's and players' only.
 * games.share_token: the link's unguessable token (128 random bits, base64url), made when the host first turns
 * sharing on and kept, so turning it off and on again revives the same link; null until then.
 */
export const resultsSharing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('results_shared', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('games').addColumn('share_token', 'text').execute();
    await db.schema.createIndex('games_share_token_idx').unique().on('games').column('share_token').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('games_share_token_idx').execute();
    await db.schema.alterTable('games').dropColumn('share_token').execute();
    await db.schema.alterTable('games').dropColumn('results_shared').execute();
  },
};
