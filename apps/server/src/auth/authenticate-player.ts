import { ZDeviceId, DEVICE_ID_REQUIRED } from '@picture-bingo/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findActivePlayerSession, type PlayerSessionRow } from '../db/repositories/player-sessions.repo';
import { badRequest, unauthorized } from '../errors';
import { deviceTokenOf } from './request-credentials';
import { hashOpaqueToken } from './tokens';

/** Device tokens are 43 characters; anything far longer is not one (and is not hashed). */
export const MAX_TOKEN_LENGTH = 512;

const PLAYER_SESSION_EXPIRED = 'Your player session has expired. Join again.';

/** A device id (`x-device-id`, a UUID) in its stored form; 400 DEVICE_ID_REQUIRED otherwise. */
export function requireDeviceId(value: unknown): string {
  const parsed = ZDeviceId.safeParse(value);
  if (!parsed.success) throw badRequest(DEVICE_ID_REQUIRED);
  return parsed.data.toLowerCase();
}

/** The hash of a device token as sessions are stored under it, or null without a usable one. */
export function deviceTokenHash(token: string | null): string | null {
  return token && token.length <= MAX_TOKEN_LENGTH ? hashOpaqueToken(token) : null;
}

/**
 * The hash of a usable device token (no database read); 401 otherwise. `requirePlayerSession` completes the
 * check.
 */
export function requireDeviceTokenHash(token: string | null): string {
  const hash = deviceTokenHash(token);
  if (!hash) throw unauthorized(PLAYER_SESSION_EXPIRED);
  return hash;
}

const sessionsByRequest = new WeakMap<FastifyRequest, Promise<PlayerSessionRow | undefined>>();

/**
 * The live player session behind a request's device token, read once per request: a route's per-device rate
 * limit and its handler both ask for it.
 */
export function requestPlayerSession(ctx: AppContext, request: FastifyRequest) {
  let session = sessionsByRequest.get(request);
  if (!session) {
    session = findPlayerSession(ctx, deviceTokenOf(request));
    sessionsByRequest.set(request, session);
  }
  return session;
}

/** requestPlayerSession, or 401 when the request carries no live device token. */
export async function requireRequestPlayerSession(ctx: AppContext, request: FastifyRequest) {
  const session = await requestPlayerSession(ctx, request);
  if (!session) throw unauthorized(PLAYER_SESSION_EXPIRED);
  return session;
}

/** The live player session a device token belongs to, or undefined. */
export async function findPlayerSession(
  ctx: AppContext,
  token: string | null,
): Promise<PlayerSessionRow | undefined> {
  const hash = deviceTokenHash(token);
  return hash ? findActivePlayerSession(ctx.db, hash) : undefined;
}

/** The player session behind a device token; 401 when it is missing, unknown or logged out. */
export async function requirePlayerSession(ctx: AppContext, token: string | null): Promise<PlayerSessionRow> {
  const session = await findActivePlayerSession(ctx.db, requireDeviceTokenHash(token));
  if (!session) throw unauthorized(PLAYER_SESSION_EXPIRED);
  return session;
}
