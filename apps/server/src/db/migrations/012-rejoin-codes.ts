import type { Kysely, Migration } from 'kysely';

/**
 * Moving a player to another device ("Recovering a player"): the host's one-time rejoin codes, stored
 * hashed, and the record of each move, so the old device is told why it no longer plays that player.
 */
export const rejoinCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rejoin_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
      // SHA-256 of the game id and the code: the same six characters in two games are two codes.
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('rejoin_codes_player_idx').on('rejoin_codes').column('player_id').execute();

    await db.schema
      .createTable('player_moves')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('from_device_id', 'text', (c) => c.notNull())
      .addColumn('to_device_id', 'text', (c) => c.notNull())
      .addColumn('moved_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('player_moves_game_from_idx')
      .on('player_moves')
      .columns(['game_id', 'from_device_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('player_moves').execute();
    await db.schema.dropTable('rejoin_codes').execute();
  },
};
