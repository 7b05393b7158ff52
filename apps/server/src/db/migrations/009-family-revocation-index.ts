import type { Kysely, Migration } from 'kysely';

/**
 * refresh_tokens (family_id, revoked_at): a session is live while its family holds a live token and no revoked
 * one (db/repositories/refresh-tokens.repo.ts isFamilyActive, read on every host request and handshake). Both
 * lookups are index seeks with this, however many times the session was refreshed.
 */
export const familyRevocationIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('refresh_tokens_family_revoked_idx')
      .on('refresh_tokens')
      .columns(['family_id', 'revoked_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('refresh_tokens_family_revoked_idx').execute();
  },
};
