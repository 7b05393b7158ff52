import type { Kysely, Migration } from 'kysely';

/**
 * Languages (tags of LANGUAGES in packages/shared/src/languages.ts):
 * - games.language: the game's language, what its guests' screens start in when a link names none ('en' until the
 *   host picks another).
 * - users.language: the language of the account's mails; null for an account made before anybody knew it (its
 *   mails then follow the asking browser's Accept-Language, else English).
 */
export const languages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    await db.schema.alterTable('users').addColumn('language', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('language').execute();
    await db.schema.alterTable('games').dropColumn('language').execute();
  },
};
