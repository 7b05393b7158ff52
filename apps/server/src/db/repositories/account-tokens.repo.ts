import type { Db } from '../kysely';
import type { AccountTokensTable } from '../schema';

export type AccountTokenRow = AccountTokensTable;
export type AccountTokenPurpose = AccountTokenRow['purpose'];

export async function insertAccountToken(db: Db, row: AccountTokenRow) {
  await db.insertInto('account_tokens').values(row).execute();
}

export function findAccountToken(db: Db, purpose: AccountTokenPurpose, tokenHash: string) {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Uses a link: marks it used if it is still unused and unexpired at `at`. Returns false when it was not (used
 * meanwhile by a concurrent request, or expired): a link works once.
 */
export async function useAccountToken(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every other unused link of this purpose of the account (a reset ends the other reset links). */
export async function useAllAccountTokens(db: Db, userId: string, purpose: AccountTokenPurpose, at: string) {
  await db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
