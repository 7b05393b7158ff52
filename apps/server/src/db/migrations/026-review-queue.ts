import type { Kysely, Migration } from 'kysely';

/**
 * Review by several people. `review_leases`: a photo handed to one reviewer until `leased_until` (nobody else is
 * handed it meanwhile; after it, it is handed out again); keyed by the cell, naming the photo it was handed for.
 * `review_decisions`: each approval or rejection with who made it, for the counts per person. Both go with their
 * game; a lease goes with its reviewer's account, a decision keeps its count without one.
 */
export const reviewQueue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('review_leases')
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('image_key', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('leased_until', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('review_leases_pk', ['player_id', 'idx'])
      .execute();
    await db.schema.createIndex('review_leases_game_idx').on('review_leases').column('game_id').execute();
    await db.schema
      .createTable('review_decisions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('image_key', 'text', (c) => c.notNull())
      .addColumn('decision', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('review_decisions_game_idx')
      .on('review_decisions')
      .column('game_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('review_decisions').execute();
    await db.schema.dropTable('review_leases').execute();
  },
};
