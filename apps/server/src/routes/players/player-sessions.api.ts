import { ZPlayerSession } from '@picture-bingo/shared';
import type { ApiRoute } from '../../openapi/api-route';

const MINTED = 'JOIN_RATE_LIMIT_MAX per device id, under JOIN_IP_RATE_LIMIT_MAX per client IP';

export const playerSessionsApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/player/session',
    summary: 'A new device token for this device',
    description: 'Players never need an account: a player is a device session. The body is empty.',
    auth: 'device-id',
    ok: { status: 200, schema: ZPlayerSession },
    errors: { 400: '"Device ID is required" (`x-device-id` missing or not a UUID)' },
    rateLimited: MINTED,
  },
  {
    method: 'POST',
    path: '/api/player/session/authenticated',
    summary: 'A device token for a signed-in user',
    description: 'The same, with `player.userId` set.',
    auth: ['device-id', 'host'],
    ok: { status: 200, schema: ZPlayerSession },
    errors: { 400: '"Device ID is required"', 401: '"User not authenticated"' },
    rateLimited: MINTED,
  },
  {
    method: 'POST',
    path: '/api/player/session/validate',
    summary: 'Check a device token',
    description: 'The device token is sent as `Authorization: Bearer <device token>`.',
    auth: 'public',
    ok: { status: 200, schema: ZPlayerSession },
    errors: { 401: '"No device token available" / "Failed to validate player session"' },
  },
  {
    method: 'POST',
    path: '/api/player/session/logout',
    summary: 'End every token of this device',
    auth: 'device-id',
    ok: { status: 204 },
    errors: { 400: '"Device ID is required"' },
  },
];
