import { hashOpaqueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { findRefreshTokenByHash, revokeFamily } from '../../db/repositories/refresh-tokens.repo';
import { disconnectSessions } from '../../realtime/publish';

/** Ends a login session: its whole refresh-token family stops working, as do its access tokens and sockets. */
export async function logoutSession(
  ctx: AppContext,
  params: { sessionId: string | null; userId: string | null; refreshToken: string | null },
) {
  const now = new Date().toISOString();
  const ended: string[] = [];
  if (params.sessionId) {
    await revokeFamily(ctx.db, params.sessionId, now);
    ended.push(params.sessionId);
  }
  if (params.refreshToken) {
    const row = await findRefreshTokenByHash(ctx.db, hashOpaqueToken(params.refreshToken));
    // Only the owner may end a session through its refresh token.
    if (row && (params.userId === null || row.user_id === params.userId)) {
      await revokeFamily(ctx.db, row.family_id, now);
      ended.push(row.family_id);
    }
  }
  disconnectSessions(ctx, ended);
}
