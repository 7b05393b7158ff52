import {
  ZJoinGameRequest,
  ZRenamePlayerRequest,
  type TGame,
  type TGameSummary,
  type TMembership,
  type TQueuePlayer,
} from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { requirePlayerSession } from '../../auth/authenticate-player';
import { deviceTokenOf, hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { parse } from '../../lib/validate';
import { requireHostGame } from '../../policies/game';
import { requireJoinableGame } from '../../policies/lobby';
import { hostGameView } from '../../services/games/get-host-game';
import { presentGame } from '../../presenters/game';
import { getGameSummary } from '../../services/lobby/get-game-summary';
import { listQueuePlayers, listRemovedQueuePlayers } from '../../services/lobby/list-queue-players';
import { joinGame } from '../../services/lobby/join-game';
import { removePlayer } from '../../services/lobby/remove-player';
import { renamePlayer } from '../../services/lobby/rename-player';
import { restorePlayer } from '../../services/lobby/restore-player';
import { startGame } from '../../services/lobby/start-game';
import { addressBudget, type CodeMissHooks } from '../../lib/address-rate-limit';
import { perDeviceRateLimit } from '../../lib/device-rate-limit';

type CodeParams = { Params: { code: string } };

/** Joining a game and its lobby: the public summary, joining, and the host's queue (remove, start). */
export async function lobbyRoutes(app: FastifyInstance, ctx: AppContext, misses: CodeMissHooks) {
  // Look-ups by code per address: unknown codes strictly (a scanner's guesses), found ones generously.
  const { max, windowSeconds } = ctx.config.codeLookupRateLimit;
  const lookups = { rateLimit: { max, timeWindow: windowSeconds * 1000 } };

  app.get<CodeParams>(
    '/game/:code',
    { ...misses, config: lookups },
    async (request): Promise<TGameSummary> => {
      const game = await requireJoinableGame(ctx.db, request.params.code);
      return getGameSummary(ctx, game);
    },
  );

  app.post<CodeParams>(
    '/game/:code/join',
    {
      ...misses,
      // Per device (whichever of its tokens comes), under the address's budget of joins into this game.
      onRequest: [
        addressBudget(app, 'join-ip', ctx.config.joinIpRateLimit, { perGame: true }),
        misses.onRequest,
      ],
      config: perDeviceRateLimit(ctx, 'join', ctx.config.joinRateLimit),
    },
    async (request): Promise<TMembership> => {
      const session = await requirePlayerSession(ctx, deviceTokenOf(request));
      const game = await requireJoinableGame(ctx.db, request.params.code);
      const { name } = parse(ZJoinGameRequest, request.body);
      return joinGame(ctx, game, session, name);
    },
  );

  app.get<CodeParams>('/game/:code/players', async (request): Promise<TQueuePlayer[]> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'moderate');
    return listQueuePlayers(ctx, game);
  });

  app.get<CodeParams>('/game/:code/removed-players', async (request): Promise<TQueuePlayer[]> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'moderate');
    return listRemovedQueuePlayers(ctx, game);
  });

  app.delete<{ Params: { code: string; playerId: string } }>(
    '/game/:code/players/:playerId',
    async (request, reply) => {
      const { userId } = await requireHost(ctx, hostTokenOf(request));
      const game = await requireHostGame(ctx.db, userId, request.params.code, 'moderate');
      await removePlayer(ctx, game, request.params.playerId);
      return reply.status(204).send();
    },
  );

  // The host undoes a removal: the player is back in the queue with their card, and their device works again.
  app.post<{ Params: { code: string; playerId: string } }>(
    '/game/:code/players/:playerId/restore',
    async (request): Promise<TQueuePlayer> => {
      const { userId } = await requireHost(ctx, hostTokenOf(request));
      const game = await requireHostGame(ctx.db, userId, request.params.code, 'moderate');
      return restorePlayer(ctx, game, request.params.playerId);
    },
  );

  // The host renames a player (same rules as joining: normalised, unique, filtered when the game filters names).
  app.patch<{ Params: { code: string; playerId: string } }>(
    '/game/:code/players/:playerId',
    async (request): Promise<TQueuePlayer> => {
      const { userId } = await requireHost(ctx, hostTokenOf(request));
      const game = await requireHostGame(ctx.db, userId, request.params.code, 'run');
      const { name } = parse(ZRenamePlayerRequest, request.body);
      return renamePlayer(ctx, game, request.params.playerId, name);
    },
  );

  app.post<CodeParams>('/game/:code/start', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'run');
    const started = await startGame(ctx, game);
    return presentGame(hostGameView(started.game, started.playerCount));
  });
}
