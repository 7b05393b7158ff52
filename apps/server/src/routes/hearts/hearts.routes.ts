import { type TGameHearts, type THeartResponse } from '@picture-bingo/shared/hearts';
import type { FastifyInstance } from 'fastify';
import { deviceTokenOf, hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { perPlayerRateLimit } from '../../lib/device-rate-limit';
import { requireOwnPlayerGame } from '../../policies/player';
import { requireGameViewer } from '../../policies/viewer';
import { gameHearts } from '../../services/hearts/game-hearts';
import { setHeart } from '../../services/hearts/give-heart';
import { heartsApi } from './hearts.api';
import { route } from '../register';

/** Guests' hearts on the game's photos, and the crowd favourite they decide. */
export async function heartsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    heartsApi.heart,
    // Per player (game and device), not per IP: a party shares one address.
    { config: perPlayerRateLimit(ctx, 'heart', ctx.config.heartRateLimit) },
    async (request, _reply, declared): Promise<THeartResponse> => {
      const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
      const { image, on } = declared.body();
      const { playerId, idx } = request.params;
      return setHeart(ctx, game, player, { playerId, rawIdx: idx, image }, on);
    },
  );

  route(app, heartsApi.list, async (request): Promise<TGameHearts> => {
    const viewer = await requireGameViewer(
      ctx,
      { hostToken: hostTokenOf(request), deviceToken: deviceTokenOf(request) },
      request.params.code,
    );
    return gameHearts(ctx, viewer.game, viewer.role === 'player' ? viewer.playerId : null);
  });
}
