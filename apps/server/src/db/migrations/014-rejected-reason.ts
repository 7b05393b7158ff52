import type { Kysely, Migration } from 'kysely';

/**
 * cells.rejected_reason: why the host rejected the photo that was in the cell (empty text: no reason given), kept
 * until the player puts a new photo in (or the host reviews again); null for a cell not rejected.
 */
export const rejectedReason: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('cells').addColumn('rejected_reason', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('cells').dropColumn('rejected_reason').execute();
  },
};
