import type { Kysely, Migration } from 'kysely';

/**
 * `photo_hearts`: a guest's heart on a photo, one per player per photo (the photo named by its image key, so a new
 * photo in the cell starts with none); taking it back deletes the row. `created_at` orders who got there first
 * (the crowd favourite's tie-break). Deleted with the game or the player who gave it.
 */
export const photoHearts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('photo_hearts')
      .addColumn('image_key', 'text', (c) => c.notNull())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('photo_hearts_pk', ['image_key', 'player_id'])
      .execute();
    await db.schema.createIndex('photo_hearts_game').on('photo_hearts').columns(['game_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('photo_hearts').execute();
  },
};
