import type { Kysely, Migration } from 'kysely';

/**
 * `review_reviewers`: when each reviewer of a game last acted (a decision, or asking for photos at their screen),
 * as the moment their hand-outs run out (`active_until`). A screen left open without a decision stops being handed
 * photos, and the ones it held go back to the queue. Goes with its game and with the reviewer's account.
 */
export const reviewActivity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('review_reviewers')
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('active_until', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('review_reviewers_pk', ['game_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('review_reviewers').execute();
  },
};
