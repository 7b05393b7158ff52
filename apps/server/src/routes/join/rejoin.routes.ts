import { type TMembership, type TRejoinCode } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { requirePlayerSession } from '../../auth/authenticate-player';
import { deviceTokenOf, hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { perAddressCeiling, type CodeMissHooks } from '../../lib/address-rate-limit';
import { perDeviceRateLimit } from '../../lib/device-rate-limit';
import { requireHostGame } from '../../policies/game';
import { requireOpenGame } from '../../policies/lobby';
import { issueRejoinCode } from '../../services/join/issue-rejoin-code';
import { redeemRejoinCode } from '../../services/join/redeem-rejoin-code';
import { joinApi } from './join.api';
import { route } from '../register';

/** Moving a player to another device: the host issues a one-time rejoin code, the new device redeems it. */
export async function rejoinRoutes(app: FastifyInstance, ctx: AppContext, misses: CodeMissHooks) {
  route(app, joinApi.rejoinCode, async (request): Promise<TRejoinCode> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, joinApi.rejoinCode.ability);
    return issueRejoinCode(ctx, game, request.params.playerId);
  });

  route(
    app,
    joinApi.rejoin,
    {
      ...misses,
      // Every attempt counts, per device (whichever of its tokens comes) and per address.
      onRequest: [perAddressCeiling(app, 'rejoin-ip', ctx.config.rejoinIpRateLimit), misses.onRequest],
      config: perDeviceRateLimit(ctx, 'rejoin', ctx.config.rejoinRateLimit),
    },
    async (request, _reply, declared): Promise<TMembership> => {
      const session = await requirePlayerSession(ctx, deviceTokenOf(request));
      const game = await requireOpenGame(ctx.db, request.params.code);
      const { rejoinCode } = declared.body();
      return redeemRejoinCode(ctx, game, session, rejoinCode);
    },
  );
}
