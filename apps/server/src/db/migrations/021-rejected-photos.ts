import type { Kysely, Migration } from 'kysely';

/**
 * `rejected_photos`: a photo the host rejected, kept for REJECT_UNDO_SECONDS so the rejection can be undone. It
 * holds the photo's keys and what the cell was before (marked or not, its earlier reason), and when the rejection
 * wrote the cell (the undo restores only a cell nobody changed since). A row is the durable promise to delete its
 * files: once its time is up it is deleted in the transaction that queues the keys in `media_deletions`.
 * No foreign keys: a game or player deleted meanwhile must not take the row (and so the files) out of sight.
 */
export const rejectedPhotos: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rejected_photos')
      .addColumn('image_key', 'text', (c) => c.primaryKey())
      .addColumn('thumb_key', 'text')
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('was_marked', 'integer', (c) => c.notNull())
      .addColumn('was_rejected_reason', 'text')
      .addColumn('rejected_at', 'text', (c) => c.notNull())
      .addColumn('undo_until', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rejected_photos_undo_until_idx')
      .on('rejected_photos')
      .column('undo_until')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rejected_photos').execute();
  },
};
