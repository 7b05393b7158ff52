import { ZPlayerSession, ErrorCode } from '@picture-bingo/shared';
import { defineRoute } from '../../openapi/api-route';

const MINTED = 'JOIN_RATE_LIMIT_MAX per device id, under JOIN_IP_RATE_LIMIT_MAX per client IP';

export const playerSessionsApi = {
  session: defineRoute({
    method: 'POST',
    path: '/api/player/session',
    summary: 'A new device token for this device',
    description: 'Players never need an account: a player is a device session. The body is empty.',
    auth: 'device-id',
    ok: { status: 200, schema: ZPlayerSession },
    rateLimited: MINTED,
  }),
  authenticated: defineRoute({
    method: 'POST',
    path: '/api/player/session/authenticated',
    summary: 'A device token for a signed-in user',
    description: 'The same, with `player.userId` set.',
    auth: ['device-id', 'host'],
    ok: { status: 200, schema: ZPlayerSession },
    rateLimited: MINTED,
    errors: [ErrorCode.UNAUTHORIZED],
  }),
  validate: defineRoute({
    method: 'POST',
    path: '/api/player/session/validate',
    summary: 'Check a device token',
    description: 'The device token is sent as `Authorization: Bearer <device token>`.',
    auth: 'public',
    ok: { status: 200, schema: ZPlayerSession },
    errors: [ErrorCode.UNAUTHORIZED],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/player/session/logout',
    summary: 'End every token of this device',
    auth: 'device-id',
    ok: { status: 204 },
  }),
};
