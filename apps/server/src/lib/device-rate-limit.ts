import type { FastifyRequest } from 'fastify';
import { hashOpaqueToken } from '../auth/tokens';

/**
 * Route config for a per-device rate limit. Players at one venue share one IP address, so keying by IP would
 * lock a whole party out; the device token (or, before a session exists, the device id) is the player's
 * identity. Requests without either fall back to the IP.
 */
export function perDeviceRateLimit(group: string, limit: { max: number; windowSeconds: number }) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) => {
        const token = request.headers['x-device-token'];
        if (typeof token === 'string' && token.length > 0 && token.length <= 512) {
          return `${group}:t:${hashOpaqueToken(token)}`;
        }
        const deviceId = request.headers['x-device-id'];
        if (typeof deviceId === 'string' && deviceId.length > 0 && deviceId.length <= 64) {
          return `${group}:d:${deviceId}`;
        }
        return `${group}:ip:${request.ip}`;
      },
    },
  };
}
