import { sql, type Kysely, type Migration } from 'kysely';

export const players: Migration = {
  async up(db: Kysely<unknown>) {
    // Device-bound player sessions: the device id is the identity, each token is one sign-in of it.
    await db.schema
      .createTable('player_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('player_sessions_device_idx')
      .on('player_sessions')
      .column('device_id')
      .execute();

    await db.schema
      .createTable('players')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('joined_at', 'text', (c) => c.notNull())
      .addColumn('removed_at', 'text')
      .addColumn('completed_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      // One player per device per game, however often (or concurrently) it joins.
      .addUniqueConstraint('players_game_device_key', ['game_id', 'device_id'])
      .execute();
    // Names are unique per game, case-insensitively; a removed player's name is free again.
    await db.schema
      .createIndex('players_game_name_idx')
      .on('players')
      .columns(['game_id', 'name_key'])
      .unique()
      .where(sql<boolean>`status <> 'removed'`)
      .execute();
    await db.schema
      .createIndex('players_game_joined_idx')
      .on('players')
      .columns(['game_id', 'joined_at'])
      .execute();

    await db.schema
      .createTable('cells')
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('is_marked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('image_key', 'text')
      .addColumn('thumb_key', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('cells_pkey', ['player_id', 'idx'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cells').execute();
    await db.schema.dropTable('players').execute();
    await db.schema.dropTable('player_sessions').execute();
  },
};
