import { type TQueuePlayer } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { requireHostGame } from '../../policies/game';
import { listQueuePlayers, listRemovedQueuePlayers } from '../../services/players-queue/list-queue-players';
import { removePlayer } from '../../services/players-queue/remove-player';
import { renamePlayer } from '../../services/players-queue/rename-player';
import { restorePlayer } from '../../services/players-queue/restore-player';
import { playersQueueApi } from './players-queue.api';
import { route } from '../register';

/** The host's players queue, one player at a time: the list, the removed, remove, undo a removal, rename. */
export async function playersQueueRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, playersQueueApi.players, async (request): Promise<TQueuePlayer[]> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, playersQueueApi.players.ability);
    return listQueuePlayers(ctx, game);
  });

  route(app, playersQueueApi.removedPlayers, async (request): Promise<TQueuePlayer[]> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(
      ctx.db,
      userId,
      request.params.code,
      playersQueueApi.removedPlayers.ability,
    );
    return listRemovedQueuePlayers(ctx, game);
  });

  route(app, playersQueueApi.remove, async (request, reply) => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, playersQueueApi.remove.ability);
    // `?photos=remove`: a team member's photos leave their team's card too (kept there otherwise).
    const photos = request.query.photos === 'remove' ? 'remove' : 'keep';
    await removePlayer(ctx, game, request.params.playerId, { photos });
    return reply.status(204).send();
  });

  // The host undoes a removal: the player is back in the queue with their board, and their device works again.
  route(app, playersQueueApi.restore, async (request): Promise<TQueuePlayer> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, playersQueueApi.restore.ability);
    return restorePlayer(ctx, game, request.params.playerId);
  });

  // The host renames a player (same rules as joining: normalised, unique, filtered when the game filters names).
  route(app, playersQueueApi.rename, async (request, _reply, declared): Promise<TQueuePlayer> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, playersQueueApi.rename.ability);
    const { name } = declared.body();
    return renamePlayer(ctx, game, request.params.playerId, name);
  });
}
