import { type TGameSummary, type TMembership } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireRequestPlayerSession } from '../../auth/authenticate-player';
import type { AppContext } from '../../context';
import { requireJoinableGame } from '../../policies/lobby';
import { getGameSummary } from '../../services/join/get-game-summary';
import { joinGame } from '../../services/join/join-game';
import { addressBudget, type CodeMissHooks } from '../../lib/address-rate-limit';
import { perDeviceRateLimit } from '../../lib/device-rate-limit';
import { joinApi } from './join.api';
import { route } from '../register';

/** A guest joining a game by its room code: the public summary, then joining (the web's join feature). */
export async function joinRoutes(app: FastifyInstance, ctx: AppContext, misses: CodeMissHooks) {
  // Look-ups by code per address: unknown codes strictly (a scanner's guesses), found ones generously.
  const { max, windowSeconds } = ctx.config.codeLookupRateLimit;
  const lookups = { rateLimit: { max, timeWindow: windowSeconds * 1000 } };

  route(app, joinApi.summary, { ...misses, config: lookups }, async (request): Promise<TGameSummary> => {
    const game = await requireJoinableGame(ctx.db, request.params.code);
    return getGameSummary(game);
  });

  route(
    app,
    joinApi.join,
    {
      ...misses,
      // Per device (whichever of its tokens comes), under the address's budget of joins into this game.
      onRequest: [
        addressBudget(app, 'join-ip', ctx.config.joinIpRateLimit, { perGame: true }),
        misses.onRequest,
      ],
      config: perDeviceRateLimit(ctx, 'join', ctx.config.joinRateLimit),
    },
    async (request, _reply, declared): Promise<TMembership> => {
      const session = await requireRequestPlayerSession(ctx, request);
      const game = await requireJoinableGame(ctx.db, request.params.code);
      const { name, teamId } = declared.body();
      return joinGame(ctx, game, session, name, teamId);
    },
  );
}
