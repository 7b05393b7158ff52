import { randomUUID } from 'node:crypto';
import type { TLanguage } from '@picture-bingo/shared';
import type { Db, DbKind } from '../kysely';
import type { UsersTable } from '../schema';

export type UserRow = UsersTable;

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserByGoogleSub(db: Db, sub: string) {
  return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  values: {
    email: string;
    passwordHash: string | null;
    googleSub: string | null;
    /** Set when Google vouched for the address at sign-up; a registration leaves it unverified. */
    emailVerifiedAt?: string | null;
    /** The language of the account's mails: the signing-up browser's (Accept-Language), else English. */
    language: TLanguage;
  },
): Promise<UserRow> {
  const row: UserRow = {
    id: randomUUID(),
    email: values.email.toLowerCase(),
    password_hash: values.passwordHash,
    google_sub: values.googleSub,
    created_at: new Date().toISOString(),
    email_verified_at: values.emailVerifiedAt ?? null,
    language: values.language,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

/**
 * Links a Google account to a user that has none yet; Google vouches for the address, so it is verified from
 * `at`. A password set while the address was unverified is dropped: whoever registered it may not have owned
 * the address. Returns false when the user was linked to a Google account meanwhile.
 */
export async function linkGoogleAccount(db: Db, user: UserRow, sub: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      google_sub: sub,
      email_verified_at: user.email_verified_at ?? at,
      ...(user.email_verified_at === null ? { password_hash: null } : {}),
    })
    .where('id', '=', user.id)
    .where('google_sub', 'is', null)
    // The row read before is the one decided on: a verification in between would change the decision.
    .where((eb) =>
      user.email_verified_at === null
        ? eb('email_verified_at', 'is', null)
        : eb('email_verified_at', '=', user.email_verified_at),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Serializes prepaid-game bookkeeping per user inside a transaction: on PostgreSQL the user row is locked until
 * commit; SQLite runs one write transaction at a time already (and has no FOR UPDATE).
 */
export async function lockUser(db: Db, kind: DbKind, userId: string) {
  await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Marks the address verified from `at` (if it was not already); false when the account's address changed. */
export async function markEmailVerified(db: Db, userId: string, email: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(at)) }))
    .where('id', '=', userId)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function setUserLanguage(db: Db, userId: string, language: TLanguage) {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
