import { ZGameListQuery, type TGame, type TGameListItem } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { parse } from '../../lib/validate';
import { requireGameRole, requireHostGame } from '../../policies/game';
import { presentGame, presentGameListItem } from '../../presenters/game';
import { activateGame } from '../../services/game-lifecycle/moves/activate';
import { cancelGame } from '../../services/game-lifecycle/moves/cancel';
import { createGame, todayUtc } from '../../services/games/create-game';
import { duplicateGame } from '../../services/games/duplicate-game';
import { deleteGame } from '../../services/games/delete-game';
import { getHostGame, hostGameView } from '../../services/games/get-host-game';
import { listGames } from '../../services/games/list-games';
import { updateGameSetup } from '../../services/games/update-game-setup';
import { gamesApi } from './games.api';
import { route } from '../register';

export async function gameRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, gamesApi.create, async (request, reply, declared): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const setup = declared.body();
    const game = await createGame(ctx, userId, setup ?? {});
    reply.status(201);
    return presentGame(hostGameView(game, 0));
  });

  route(app, gamesApi.list, async (request): Promise<TGameListItem[]> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { status } = parse(ZGameListQuery, request.query);
    const games = await listGames(ctx, userId, status);
    return games.map(({ game, playerCount, winnerName, role }) => ({
      ...presentGameListItem(game, playerCount, ctx.config.photoRetentionDays, winnerName),
      role,
    }));
  });

  route(app, gamesApi.hostView, async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { game, role } = await requireGameRole(
      ctx.db,
      userId,
      request.params.code,
      gamesApi.hostView.ability,
    );
    return { ...presentGame(await getHostGame(ctx, game), ctx.config.photoRetentionDays), role };
  });

  route(app, gamesApi.updateSetup, async (request, _reply, declared): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, gamesApi.updateSetup.ability);
    const update = declared.body();
    return presentGame(await getHostGame(ctx, await updateGameSetup(ctx, game, update)));
  });

  route(app, gamesApi.cancel, async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, gamesApi.cancel.ability);
    return presentGame(await getHostGame(ctx, await cancelGame(ctx, game)), ctx.config.photoRetentionDays);
  });

  /**
   * Deletes a draft, cancelled or completed game with its players, cards and photos (409 while it runs: cancel
   * first); another host's game is a 404 like a missing one. Payments stay, without the game reference.
   */
  route(app, gamesApi.delete, async (request, reply) => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, gamesApi.delete.ability);
    await deleteGame(ctx, game);
    return reply.status(204).send();
  });

  /**
   * A new draft copying one of the host's games (past or active): its labels, rules, title, board size and free
   * space word, dated the host's today (`eventDate`, else the server's). Another host's game is a 404.
   */
  route(app, gamesApi.duplicate, async (request, reply, declared): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, gamesApi.duplicate.ability);
    const body = declared.body();
    const copy = await duplicateGame(ctx, userId, game, body?.eventDate || todayUtc());
    reply.status(201);
    return presentGame(hostGameView(copy, 0));
  });

  /** Makes a complete, unpaid draft live on one of the host's prepaid games (402 when none is left). */
  route(app, gamesApi.activate, async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, gamesApi.activate.ability);
    return presentGame(await getHostGame(ctx, await activateGame(ctx, userId, game)));
  });
}
