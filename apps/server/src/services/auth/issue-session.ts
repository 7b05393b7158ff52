import { randomUUID } from 'node:crypto';
import { newOpaqueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { insertRefreshToken } from '../../db/repositories/refresh-tokens.repo';
import type { Db } from '../../db/kysely';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/** Stores a new refresh token in a family and signs a matching access token. */
export async function issueTokens(
  ctx: AppContext,
  db: Db,
  params: { userId: string; familyId: string; expiresAt: string },
): Promise<IssuedTokens & { tokenId: string }> {
  const { token, hash } = newOpaqueToken();
  const tokenId = randomUUID();
  await insertRefreshToken(db, {
    id: tokenId,
    user_id: params.userId,
    family_id: params.familyId,
    token_hash: hash,
    replaced_by: null,
    rotated_at: null,
    expires_at: params.expiresAt,
    revoked_at: null,
    created_at: new Date().toISOString(),
  });
  const accessToken = await ctx.tokens.signAccessToken({ userId: params.userId, sessionId: params.familyId });
  return { accessToken, refreshToken: token, tokenId };
}

/** Starts a new login session (a new refresh-token family with an absolute expiry). */
export async function startSession(ctx: AppContext, userId: string): Promise<IssuedTokens> {
  const expiresAt = new Date(Date.now() + ctx.config.refreshTokenTtlDays * 86_400_000).toISOString();
  const { accessToken, refreshToken } = await issueTokens(ctx, ctx.db, {
    userId,
    familyId: randomUUID(),
    expiresAt,
  });
  return { accessToken, refreshToken };
}
