import type { Kysely, Migration } from 'kysely';

/**
 * BINGO! calls: every accepted call is kept until the owner or a co-host answers it (awarded, refused with a
 * reason) or another card's award overtakes it, so the control room and the caller's card read it after any
 * reload. `cells` is the JSON list of the cell indexes that made the call (its line or lines, or the full card).
 */
export const bingoCalls: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bingo_calls')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('caller_name', 'text', (c) => c.notNull())
      .addColumn('called_at', 'text', (c) => c.notNull())
      .addColumn('condition', 'text', (c) => c.notNull())
      // The prize called for (0-based) in a 'prizes' game; null in a one-winner game.
      .addColumn('prize_index', 'integer')
      .addColumn('first', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cells', 'text', (c) => c.notNull())
      // 'open' until answered: 'awarded', 'refused' or 'overtaken'.
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .execute();
    await db.schema
      .createIndex('bingo_calls_game_idx')
      .on('bingo_calls')
      .columns(['game_id', 'status'])
      .execute();
    await db.schema
      .createIndex('bingo_calls_player_idx')
      .on('bingo_calls')
      .columns(['player_id', 'called_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('bingo_calls').execute();
  },
};
