import { randomUUID } from 'node:crypto';
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
  values: { email: string; passwordHash: string | null; googleSub: string | null },
): Promise<UserRow> {
  const row: UserRow = {
    id: randomUUID(),
    email: values.email.toLowerCase(),
    password_hash: values.passwordHash,
    google_sub: values.googleSub,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export async function linkGoogleSub(db: Db, userId: string, sub: string) {
  await db.updateTable('users').set({ google_sub: sub }).where('id', '=', userId).execute();
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
