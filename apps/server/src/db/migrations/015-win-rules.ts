import type { Kysely, Migration } from 'kysely';

/**
 * Richer win rules. games.win_condition may now also be 'two-lines' (the column is text, unchecked).
 * games.win_mode: 'first' (the first BINGO! wins) or 'prizes'; games.prizes: the prizes as set up, a
 * JSON array of { name, condition } in the order they are awarded; games.prize_awards: the prizes won so far, a
 * JSON array of { index, playerId, awardedAt } (written under the game's lock). players.line_at /
 * two_lines_at / full_at: when (server time) the player's card first met each condition, cleared when it stops
 * meeting it (a photo rejected), so ties between prize candidates are decided by the earlier completion.
 */
export const winRules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('win_mode', 'text', (c) => c.notNull().defaultTo('first'))
      .execute();
    await db.schema
      .alterTable('games')
      .addColumn('prizes', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('games')
      .addColumn('prize_awards', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    for (const column of ['line_at', 'two_lines_at', 'full_at']) {
      await db.schema.alterTable('players').addColumn(column, 'text').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['full_at', 'two_lines_at', 'line_at']) {
      await db.schema.alterTable('players').dropColumn(column).execute();
    }
    await db.schema.alterTable('games').dropColumn('prize_awards').execute();
    await db.schema.alterTable('games').dropColumn('prizes').execute();
    await db.schema.alterTable('games').dropColumn('win_mode').execute();
  },
};
