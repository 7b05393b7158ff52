import type { Kysely, Migration } from 'kysely';

/**
 * Camera-only rounds:
 * - games.camera_only: 1 when photos must be taken during the game (phones offer only the camera), 0 otherwise.
 * - cells.captured_at: when the cell's photo was taken (ISO), from its EXIF; null when unknown.
 * - cells.capture_note: what moderators are told of a camera-only game's photo: 'before-game' (EXIF says it was
 *   taken before the start) or 'unknown' (no capture time); null when there is nothing to tell.
 */
export const cameraOnly: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('camera_only', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('cells').addColumn('captured_at', 'text').execute();
    await db.schema.alterTable('cells').addColumn('capture_note', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('cells').dropColumn('capture_note').execute();
    await db.schema.alterTable('cells').dropColumn('captured_at').execute();
    await db.schema.alterTable('games').dropColumn('camera_only').execute();
  },
};
