import type { Kysely, Migration } from 'kysely';

/**
 * games.deal_mode: how each player's card is dealt from the game's labels (shared DEAL_MODES): 'random' (each card
 * drawn from the whole pool, as every game was dealt before), 'shuffled' (everyone the first n²−1 labels, each in
 * their own order) or 'same-card' (everyone the same card). Existing games keep 'random'.
 */
export const labelPool: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('deal_mode', 'text', (c) => c.notNull().defaultTo('random'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('deal_mode').execute();
  },
};
