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
import { ACTIVE_STATUSES, listHostGames, PAST_STATUSES } from '../../db/repositories/games.repo';
import { countGamePlayers, countPlayersByGame } from '../../db/repositories/players.repo';
import { parse } from '../../lib/validate';
import { requireHostGame } from '../../policies/game';
import { presentGame, presentGameListItem } from '../../presenters/game';
import { activateGame } from '../../services/games/activate-game';
import { cancelGame } from '../../services/games/cancel-game';
import { createGame } from '../../services/games/create-game';
import { updateGameSetup } from '../../services/games/update-game-setup';

export async function gameRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/game', async (request, reply): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const setup = parse(ZCreateGameRequest, request.body);
    const game = await createGame(ctx, userId, setup ?? {});
    reply.status(201);
    return presentGame(game, 0);
  });

  app.get('/game', async (request): Promise<TGameListItem[]> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { status } = parse(ZGameListQuery, request.query);
    const rows = await listHostGames(ctx.db, userId, status === 'active' ? ACTIVE_STATUSES : PAST_STATUSES);
    const counts = await countPlayersByGame(
      ctx.db,
      rows.map((g) => g.id),
    );
    return rows.map((g) => presentGameListItem(g, counts.get(g.id) ?? 0));
  });

  app.get<{ Params: { code: string } }>('/game/:code/host', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code);
    return presentGame(game, await countGamePlayers(ctx.db, game.id));
  });

  app.patch<{ Params: { code: string } }>('/game/:code', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code);
    const update = parse(ZGameSetupUpdate, request.body);
    return presentGame(await updateGameSetup(ctx, game, update), await countGamePlayers(ctx.db, game.id));
  });

  app.post<{ Params: { code: string } }>('/game/:code/cancel', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code);
    return presentGame(await cancelGame(ctx, game), await countGamePlayers(ctx.db, game.id));
  });

  /** Makes a complete, unpaid draft live on one of the host's prepaid games (402 when none is left). */
  app.post<{ Params: { code: string } }>('/game/:code/activate', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code);
    return presentGame(await activateGame(ctx, userId, game), await countGamePlayers(ctx.db, game.id));
  });
}
