import type { Db } from '../kysely';
import type { RefreshTokensTable } from '../schema';

export type RefreshTokenRow = RefreshTokensTable;

export function findRefreshTokenByHash(db: Db, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertRefreshToken(db: Db, row: RefreshTokenRow) {
  await db.insertInto('refresh_tokens').values(row).execute();
}

/** Marks a token as used; returns false when another request rotated it first. */
export async function markRotated(db: Db, id: string, replacedBy: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ replaced_by: replacedBy, rotated_at: at })
    .where('id', '=', id)
    .where('replaced_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Db, familyId: string, at: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user; returns the families (session ids) it ended. */
export async function revokeUserSessions(db: Db, userId: string, at: string): Promise<string[]> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  const rows = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', '=', at)
    .execute();
  return rows.map((r) => r.family_id);
}

/**
 * Whether a login session still works: it holds a live token and none of its tokens was ever revoked.
 * Revocation is family-wide, so one revoked row ends the whole family, including a token that a refresh racing
 * the revocation inserted after it (on PostgreSQL an UPDATE does not see rows committed after it began, so the
 * revocation can miss that row). Both lookups are seeks on (family_id, revoked_at).
 */
export async function isFamilyActive(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('id')
            .where('family_id', '=', familyId)
            .where('revoked_at', 'is', null),
        )
        .as('live'),
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('id')
            .where('family_id', '=', familyId)
            .where('revoked_at', 'is not', null),
        )
        .as('ended'),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 1 and 0, PostgreSQL true and false.
  return Boolean(row.live) && !row.ended;
}
