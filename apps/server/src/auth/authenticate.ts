import type { AppContext } from '../context';
import { isFamilyActive } from '../db/repositories/refresh-tokens.repo';
import { unauthorized } from '../errors';
import type { AccessClaims, VerifiedAccessClaims } from './tokens';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** The signed-in host behind an access token, or null. A logged-out session's access tokens stop working at once. */
export async function optionalHost(ctx: AppContext, token: string | null): Promise<AccessClaims | null> {
  const claims = token ? await ctx.tokens.verifyAccessToken(token) : null;
  if (!claims) return null;
  if (!(await isFamilyActive(ctx.db, claims.sessionId))) return null;
  return claims;
}

/** The signed-in host behind an access token; 401 otherwise. */
export async function requireHost(ctx: AppContext, token: string | null): Promise<AccessClaims> {
  return requireLiveSession(ctx, await verifyHostToken(ctx, token));
}

/**
 * The claims of a well-signed, unexpired access token (its signature only: no database read); 401 otherwise.
 * `requireLiveSession` completes the check.
 */
export async function verifyHostToken(ctx: AppContext, token: string | null): Promise<VerifiedAccessClaims> {
  const claims = token ? await ctx.tokens.verifyAccessToken(token) : null;
  if (!claims) throw unauthorized(SESSION_EXPIRED);
  return claims;
}

/** Verified claims whose login session is still live (not logged out, not revoked); 401 otherwise. */
export async function requireLiveSession<T extends AccessClaims>(ctx: AppContext, claims: T): Promise<T> {
  if (!(await isFamilyActive(ctx.db, claims.sessionId))) throw unauthorized(SESSION_EXPIRED);
  return claims;
}
