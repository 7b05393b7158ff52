import type { Kysely, Migration } from 'kysely';

/**
 * games.auto_confirm_winner (0/1, default 0): a game rule the host picks in setup. When on, the first valid
 * BINGO! wins at once (services/play/claim-bingo.ts chooses the winner in the claim's own locked transaction).
 * games.ended_early (0/1, default 0): the host ended play before its time ran out (services/play/end-game.ts),
 * so screens say "The host ended the game" rather than "Time is up".
 */
export const autoConfirmWinner: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('auto_confirm_winner', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('games')
      .addColumn('ended_early', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('ended_early').execute();
    await db.schema.alterTable('games').dropColumn('auto_confirm_winner').execute();
  },
};
