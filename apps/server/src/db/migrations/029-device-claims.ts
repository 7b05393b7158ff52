import type { Kysely, Migration } from 'kysely';

/**
 * Device claims: a guest on a new device asks to continue as a player of the game, and the host or a co-host
 * approves or declines. A decided claim keeps its decision and who made it.
 */
export const deviceClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('device_claims')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      // 'approved' or 'declined' once decided; null while waiting.
      .addColumn('decision', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .execute();
    await db.schema
      .createIndex('device_claims_game_idx')
      .on('device_claims')
      .columns(['game_id', 'decision'])
      .execute();
    await db.schema
      .createIndex('device_claims_device_idx')
      .on('device_claims')
      .columns(['game_id', 'device_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('device_claims').execute();
  },
};
