import {
  ZCreateGameRequest,
  ZGameListQuery,
  ZGameSetupUpdate,
  type TGame,
  type TGameListItem,
} from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { parse } from '../../lib/validate';
import { requireHostGame } from '../../policies/game';
import { presentGame, presentGameListItem } from '../../presenters/game';
import { activateGame } from '../../services/games/activate-game';
import { cancelGame } from '../../services/games/cancel-game';
import { createGame } from '../../services/games/create-game';
import { getHostGame, hostGameView } from '../../services/games/get-host-game';
import { listGames } from '../../services/games/list-games';
import { updateGameSetup } from '../../services/games/update-game-setup';

export async function gameRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/game', async (request, reply): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const setup = parse(ZCreateGameRequest, request.body);
    const game = await createGame(ctx, userId, setup ?? {});
    reply.status(201);
    return presentGame(hostGameView(game, 0));
  });

  app.get('/game', async (request): Promise<TGameListItem[]> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { status } = parse(ZGameListQuery, request.query);
    const games = await listGames(ctx, userId, status);
    return games.map(({ game, playerCount }) => presentGameListItem(game, playerCount));
  });

  app.get<{ Params: { code: string } }>('/game/:code/host', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code);
    return presentGame(await getHostGame(ctx, game));
  });

  app.patch<{ Params: { code: string } }>('/game/:code', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code);
    const update = parse(ZGameSetupUpdate, request.body);
    return presentGame(await getHostGame(ctx, await updateGameSetup(ctx, game, update)));
  });

  app.post<{ Params: { code: string } }>('/game/:code/cancel', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code);
    return presentGame(await getHostGame(ctx, await cancelGame(ctx, game)));
  });

  /** Makes a complete, unpaid draft live on one of the host's prepaid games (402 when none is left). */
  app.post<{ Params: { code: string } }>('/game/:code/activate', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code);
    return presentGame(await getHostGame(ctx, await activateGame(ctx, userId, game)));
  });
}
