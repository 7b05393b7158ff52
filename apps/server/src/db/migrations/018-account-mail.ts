import type { Kysely, Migration } from 'kysely';

/**
 * Account mail: the single-use links mailed to an account, a password reset (short-lived) or an
 * e-mail verification (a day). Only the SHA-256 of a link's token is stored; the token itself is only in the
 * mail. Deleting an account deletes its links.
 */
export const accountMail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_tokens_user_idx')
      .on('account_tokens')
      .columns(['user_id', 'purpose'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_tokens').execute();
  },
};
