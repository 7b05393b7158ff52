import type { Kysely, Migration } from 'kysely';

/**
 * The safety hold. games.safety_check: what the automatic check holds for a person ('off', 'explicit' (the
 * default, existing games included), 'suggestive'); games.report_threshold: how many players' reports hide a
 * photo until a moderator decides. cells.hold: null while the cell's photo may be seen as its review state
 * allows, else why only its player and the moderators see it ('checking' until the check has run, 'explicit',
 * 'suggestive', 'unavailable', 'busy', 'reported', 'hidden'); cells.hold_detail: JSON of what the check saw (class →
 * probability), or null.
 */
export const safetyHold: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('safety_check', 'text', (c) => c.notNull().defaultTo('explicit'))
      .execute();
    await db.schema
      .alterTable('games')
      .addColumn('report_threshold', 'integer', (c) => c.notNull().defaultTo(2))
      .execute();
    await db.schema.alterTable('cells').addColumn('hold', 'text').execute();
    await db.schema.alterTable('cells').addColumn('hold_detail', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('cells').dropColumn('hold_detail').execute();
    await db.schema.alterTable('cells').dropColumn('hold').execute();
    await db.schema.alterTable('games').dropColumn('report_threshold').execute();
    await db.schema.alterTable('games').dropColumn('safety_check').execute();
  },
};
