import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@picture-bingo/shared';
import { hashOpaqueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import {
  findRefreshTokenByHash,
  isFamilyActive,
  markRotated,
  revokeFamily,
} from '../../db/repositories/refresh-tokens.repo';
import { unauthorized } from '../../errors';
import { disconnectSessions } from '../../realtime/publish';
import { issueTokens, type IssuedTokens } from './issue-session';

const invalid = (message = 'Your session has expired. Please log in again.') =>
  unauthorized(message, ErrorCode.INVALID_TOKEN);

/**
 * Rotates a refresh token. A token may be used once; using it again within the grace window (two tabs
 * refreshing at the same moment) gets a sibling token, and after that it counts as theft: the whole family is
 * revoked.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<IssuedTokens> {
  const now = new Date();
  const nowIso = now.toISOString();
  const row = await findRefreshTokenByHash(ctx.db, hashOpaqueToken(refreshToken));
  if (!row || row.revoked_at) throw invalid();
  if (row.expires_at <= nowIso) throw invalid();
  // A token issued by a refresh that raced a logout is live itself, but its session has ended.
  if (!(await isFamilyActive(ctx.db, row.family_id))) throw invalid();

  const withinGrace = (rotatedAt: string | null) =>
    rotatedAt !== null && now.getTime() - Date.parse(rotatedAt) <= ctx.config.refreshGraceSeconds * 1000;

  if (row.replaced_by !== null && !withinGrace(row.rotated_at)) {
    await revokeFamily(ctx.db, row.family_id, nowIso);
    disconnectSessions(ctx, [row.family_id]);
    throw invalid('This session was signed out for your security. Please log in again.');
  }

  return ctx.db.transaction().execute(async (trx) => {
    const nextId = randomUUID();
    if (row.replaced_by === null) {
      const won = await markRotated(trx, row.id, nextId, nowIso);
      if (!won) {
        // A parallel refresh rotated it a moment ago: that is the grace case.
        const fresh = await findRefreshTokenByHash(trx, row.token_hash);
        if (!fresh || fresh.revoked_at || !withinGrace(fresh.rotated_at)) throw invalid();
      }
    }
    const issued = await issueTokens(ctx, trx, {
      userId: row.user_id,
      familyId: row.family_id,
      expiresAt: row.expires_at,
    });
    return { accessToken: issued.accessToken, refreshToken: issued.refreshToken };
  });
}
