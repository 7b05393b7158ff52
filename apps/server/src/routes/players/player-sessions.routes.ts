import {
  NO_DEVICE_TOKEN,
  NOT_AUTHENTICATED,
  PLAYER_SESSION_INVALID,
  type TPlayerSession,
} from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { optionalHost } from '../../auth/authenticate';
import { findPlayerSession, requireDeviceId } from '../../auth/authenticate-player';
import { bearerToken, deviceIdOf, hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { unauthorized } from '../../errors';
import { addressBudget } from '../../lib/address-rate-limit';
import { perDeviceIdRateLimit } from '../../lib/device-rate-limit';
import { createPlayerSession } from '../../services/players/create-player-session';
import { logoutPlayerSession } from '../../services/players/logout-player-session';
import { playerSessionsApi } from './player-sessions.api';
import { route } from '../register';

/** Device-bound player sessions (spec section 7): players never need an account. */
export async function playerSessionRoutes(app: FastifyInstance, ctx: AppContext) {
  // Device tokens are minted per device id (whatever token comes along), under the address's budget.
  const limited = {
    config: perDeviceIdRateLimit('player-session', ctx.config.joinRateLimit),
    onRequest: addressBudget(app, 'session-ip', ctx.config.joinIpRateLimit),
  };

  route(app, playerSessionsApi.session, limited, async (request): Promise<TPlayerSession> => {
    const deviceId = requireDeviceId(deviceIdOf(request));
    return createPlayerSession(ctx, deviceId, null);
  });

  route(app, playerSessionsApi.authenticated, limited, async (request): Promise<TPlayerSession> => {
    const deviceId = requireDeviceId(deviceIdOf(request));
    const host = await optionalHost(ctx, hostTokenOf(request));
    if (!host) throw unauthorized(NOT_AUTHENTICATED);
    return createPlayerSession(ctx, deviceId, host.userId);
  });

  route(app, playerSessionsApi.validate, async (request): Promise<TPlayerSession> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(NO_DEVICE_TOKEN);
    const session = await findPlayerSession(ctx, token);
    if (!session) throw unauthorized(PLAYER_SESSION_INVALID);
    return { token, player: { deviceId: session.device_id, userId: session.user_id } };
  });

  route(app, playerSessionsApi.logout, async (request, reply) => {
    await logoutPlayerSession(ctx, requireDeviceId(deviceIdOf(request)));
    return reply.status(204).send();
  });
}
