import { normalizeIP } from '@fastify/rate-limit';
import { ZDeviceId, ZRoomCode } from '@picture-bingo/shared';
import type { FastifyRequest } from 'fastify';
import { requestPlayerSession } from '../auth/authenticate-player';
import type { AppContext } from '../context';

/**
 * Route configs for per-device and per-player rate limits. Players at one venue share one IP address, so
 * keying by IP would lock a whole party out; the device is the player's identity. The key is what the server
 * knows, never a header the client may vary at will: a device id (the one a session is minted for), or the
 * device behind a device token (each device may hold many tokens). Requests that name no device at all count
 * per IP address (they are refused anyway: no device id, or no live session).
 */

type Limit = { max: number; windowSeconds: number };

/** The client's address as the plugin keys it (an IPv6 address by its /64). */
export const addressKey = (request: FastifyRequest) => normalizeIP(request.ip);

function rateLimit(limit: Limit, keyGenerator: (request: FastifyRequest) => string | Promise<string>) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000, keyGenerator } };
}

/** Per device id (`x-device-id`, as the session will be stored): for minting device tokens. */
export function perDeviceIdRateLimit(group: string, limit: Limit) {
  return rateLimit(limit, (request) => {
    const deviceId = ZDeviceId.safeParse(request.headers['x-device-id']);
    return deviceId.success
      ? `${group}:d:${deviceId.data.toLowerCase()}`
      : `${group}:ip:${addressKey(request)}`;
  });
}

/** The device behind the request's `x-device-token`, or null without a live session. */
async function sessionDevice(ctx: AppContext, request: FastifyRequest): Promise<string | null> {
  const session = await requestPlayerSession(ctx, request);
  return session?.device_id ?? null;
}

/** Per device behind the device token, whichever of its tokens comes: for joins. */
export function perDeviceRateLimit(ctx: AppContext, group: string, limit: Limit) {
  return rateLimit(limit, async (request) => {
    const deviceId = await sessionDevice(ctx, request);
    return deviceId ? `${group}:d:${deviceId}` : `${group}:ip:${addressKey(request)}`;
  });
}

/**
 * Per player, i.e. game (the route's `:code`) and the device behind the device token, whichever of its tokens
 * comes: for uploads.
 */
export function perPlayerRateLimit(ctx: AppContext, group: string, limit: Limit) {
  return rateLimit(limit, async (request) => {
    const deviceId = await sessionDevice(ctx, request);
    if (!deviceId) return `${group}:ip:${addressKey(request)}`;
    const code = ZRoomCode.safeParse((request.params as { code?: unknown }).code);
    return `${group}:p:${code.success ? code.data : '-'}:${deviceId}`;
  });
}
