import type { FastifyRequest } from 'fastify';
import { hashOpaqueToken } from '../auth/tokens';

const MINUTE_MS = 60_000;

/**
 * Route config for a per-device rate limit (a minute window). Players at one venue share one IP address, so
 * keying by IP would lock a whole party out; the device id (or device token) is the player's identity. Requests
 * without either fall back to the IP.
 */
export function perDeviceRateLimit(group: string, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: MINUTE_MS,
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
