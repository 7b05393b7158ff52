import { DEVICE_ID_REQUIRED, ZDeviceId } from '@picture-bingo/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findActivePlayerSession, type PlayerSessionRow } from '../db/repositories/player-sessions.repo';
import { badRequest, unauthorized } from '../errors';
import { hashOpaqueToken } from './tokens';

/** Device tokens are 43 characters; anything far longer is not one (and is not hashed). */
export const MAX_TOKEN_LENGTH = 512;

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The `x-device-id` header (a UUID); 400 "Device ID is required" otherwise. */
export function requireDeviceId(request: FastifyRequest): string {
  const parsed = ZDeviceId.safeParse(header(request, 'x-device-id'));
  if (!parsed.success) throw badRequest(DEVICE_ID_REQUIRED);
  return parsed.data.toLowerCase();
}

/** The hash of the request's `x-device-token` as sessions are stored under it, or null without a usable one. */
export function deviceTokenHash(request: FastifyRequest): string | null {
  const token = header(request, 'x-device-token');
  return token && token.length <= MAX_TOKEN_LENGTH ? hashOpaqueToken(token) : null;
}

/** The live player session a device token belongs to, or undefined. */
export async function findPlayerSession(
  ctx: AppContext,
  token: string,
): Promise<PlayerSessionRow | undefined> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  return findActivePlayerSession(ctx.db, hashOpaqueToken(token));
}

/** The player session behind `x-device-token`; 401 when it is missing, unknown or logged out. */
export async function requirePlayerSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<PlayerSessionRow> {
  const token = header(request, 'x-device-token');
  const session = token ? await findPlayerSession(ctx, token) : undefined;
  if (!session) throw unauthorized('Your player session has expired. Join again.');
  return session;
}

/** The bearer token of a request, or null (device tokens on /player/session/validate). */
export function bearerToken(request: FastifyRequest): string | null {
  const value = header(request, 'authorization');
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match ? match[1] : null;
}
