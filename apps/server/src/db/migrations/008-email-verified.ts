import { sql, type Kysely, type Migration } from 'kysely';

/**
 * users.email_verified_at: when someone proved they receive mail at the account's address. Today only Google
 * does (it vouches for the address at sign-in); registration does not verify, so a password account's address
 * stays unverified until Google links to it, at which point the unverified password is dropped
 * (services/auth/login-with-google.ts). Accounts already linked to Google count as verified from now.
 */
export const emailVerified: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
    await sql`UPDATE users SET email_verified_at = ${new Date().toISOString()} WHERE google_sub IS NOT NULL`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  },
};
