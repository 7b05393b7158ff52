import type { Kysely, Migration } from 'kysely';

/**
 * `photo_reports`: a player's report of a photo, one per player per photo (the photo named by its image key, so a
 * new photo in the cell starts with none). Enough reports from different players (games.report_threshold) hide
 * the photo until a moderator decides. Deleted with the game or the reporting player.
 */
export const photoReports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('photo_reports')
      .addColumn('image_key', 'text', (c) => c.notNull())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('photo_reports_pk', ['image_key', 'player_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('photo_reports').execute();
  },
};
