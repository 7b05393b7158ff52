import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isFamilyActive } from '../db/repositories/refresh-tokens.repo';
import { unauthorized } from '../errors';
import type { AccessClaims } from './tokens';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The signed-in host behind a request, or null. A logged-out session's access tokens stop working at once. */
export async function optionalHost(ctx: AppContext, request: FastifyRequest): Promise<AccessClaims | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await ctx.tokens.verifyAccessToken(token);
  if (!claims) return null;
  if (!(await isFamilyActive(ctx.db, claims.sessionId))) return null;
  return claims;
}

/** The signed-in host behind a request; 401 otherwise. */
export async function requireHost(ctx: AppContext, request: FastifyRequest): Promise<AccessClaims> {
  const claims = await optionalHost(ctx, request);
  if (!claims) throw unauthorized('Your session has expired. Please log in again.');
  return claims;
}
