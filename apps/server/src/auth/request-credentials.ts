import type { FastifyRequest } from 'fastify';

/**
 * Where an HTTP request carries its credentials. The authenticators and policies take the values themselves
 * (tokens, ids), so the Socket.IO handshake, which carries them in its `auth` payload, calls the same ones.
 */

/** The token of an `Authorization: Bearer <token>` header value, or null. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The host's access token a request carries (`Authorization: Bearer`), or null. */
export function hostTokenOf(request: FastifyRequest): string | null {
  return bearerToken(request.headers.authorization);
}

/** The player's device token a request carries (`x-device-token`), or null. */
export function deviceTokenOf(request: FastifyRequest): string | null {
  const value = request.headers['x-device-token'];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Both tokens a request may carry, for routes open to a game's host and its players alike. */
export function viewerTokensOf(request: FastifyRequest): {
  hostToken: string | null;
  deviceToken: string | null;
} {
  return { hostToken: hostTokenOf(request), deviceToken: deviceTokenOf(request) };
}

/** The `x-device-id` header as sent (validated by `requireDeviceId`). */
export function deviceIdOf(request: FastifyRequest): unknown {
  return request.headers['x-device-id'];
}

/** The outbox key a request carries (`x-outbox-key`: the one printed at the laptop server's start), or null. */
export function outboxKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['x-outbox-key'];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
