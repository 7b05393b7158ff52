import type { Kysely, Migration } from 'kysely';

/**
 * `photo_reports.reason`: why the guest reported the photo (REPORT_REASONS), shown to the reviewers with it. Reports
 * made before reasons read as 'other'.
 */
export const reportReasons: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('photo_reports')
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo('other'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('photo_reports').dropColumn('reason').execute();
  },
};
