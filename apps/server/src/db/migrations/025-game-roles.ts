import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Roles in a game besides its owner (games.host_user_id). `game_invites`: one-use links the owner made, stored by
 * the hash of their token, each for one role, with its expiry and how it ended (used by whom, or revoked).
 * `game_members`: who holds a role in which game (one role per person and game). Both go with their game; a
 * member goes with their account.
 */
export const gameRoles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('game_invites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('used_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('game_invites_game_idx').on('game_invites').column('game_id').execute();
    await db.schema
      .createTable('game_members')
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('granted_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('game_members_pk', ['game_id', 'user_id'])
      .execute();
    await sql`CREATE INDEX game_members_user_idx ON game_members (user_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('game_members').execute();
    await db.schema.dropTable('game_invites').execute();
  },
};
