import { type TDeviceClaim, type TDeviceClaims } from '@picture-bingo/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { requirePlayerSession } from '../../auth/authenticate-player';
import { deviceTokenOf, hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { perAddressCeiling, type CodeMissHooks } from '../../lib/address-rate-limit';
import { perDeviceRateLimit } from '../../lib/device-rate-limit';
import { requireHostGame } from '../../policies/game';
import { requireOpenGame } from '../../policies/lobby';
import { decideDeviceClaim, type ClaimDecision } from '../../services/join/decide-device-claim';
import { getDeviceClaim } from '../../services/join/get-device-claim';
import { listDeviceClaims } from '../../services/join/list-device-claims';
import { requestDeviceClaim } from '../../services/join/request-device-claim';
import { joinApi } from './join.api';
import { route } from '../register';

type ClaimParams = { Params: { code: string; claimId: string } };

/**
 * "Is this you on a new phone?": a new device asks to continue as a player by name, and whoever runs the game
 * (owner, co-host) approves or declines it. The asking device reads its claim until it is answered.
 */
export async function claimRoutes(app: FastifyInstance, ctx: AppContext, misses: CodeMissHooks) {
  route(
    app,
    joinApi.claim,
    {
      ...misses,
      // Every request counts, per device and per address, as rejoin codes do.
      onRequest: [perAddressCeiling(app, 'claim-ip', ctx.config.rejoinIpRateLimit), misses.onRequest],
      config: perDeviceRateLimit(ctx, 'claim', ctx.config.rejoinRateLimit),
    },
    async (request, reply, declared): Promise<TDeviceClaim> => {
      const session = await requirePlayerSession(ctx, deviceTokenOf(request));
      const game = await requireOpenGame(ctx.db, request.params.code);
      const { name } = declared.body();
      const claim = await requestDeviceClaim(ctx, game, session, name);
      void reply.code(201);
      return claim;
    },
  );

  route(app, joinApi.claimStatus, async (request): Promise<TDeviceClaim> => {
    const session = await requirePlayerSession(ctx, deviceTokenOf(request));
    const game = await requireOpenGame(ctx.db, request.params.code);
    return getDeviceClaim(ctx, game, session, request.params.claimId);
  });

  route(app, joinApi.claims, async (request): Promise<TDeviceClaims> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, joinApi.claims.ability);
    return listDeviceClaims(ctx, game);
  });

  const decide = (decision: ClaimDecision) => async (request: FastifyRequest<ClaimParams>) => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, joinApi.claims.ability);
    return decideDeviceClaim(ctx, game, userId, request.params.claimId, decision);
  };
  route(app, joinApi.approveClaim, decide('approved'));
  route(app, joinApi.declineClaim, decide('declined'));
}
