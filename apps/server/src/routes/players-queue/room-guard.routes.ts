import { type TJoinLock, type TPlayersChanged } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { requireHostGame } from '../../policies/game';
import { clearRecentPlayers } from '../../services/players-queue/clear-recent-players';
import { restorePlayers } from '../../services/players-queue/restore-players';
import { setJoinsLocked } from '../../services/players-queue/set-joins-locked';
import { playersQueueApi } from './players-queue.api';
import { route } from '../register';

/** The host's tools against a flood of joins: lock the room, clear the recent joins at once, and undo that. */
export async function roomGuardRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, playersQueueApi.lock, async (request, _reply, declared): Promise<TJoinLock> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, playersQueueApi.lock.ability);
    const { locked } = declared.body();
    return setJoinsLocked(ctx, game, locked);
  });

  route(app, playersQueueApi.clearRecent, async (request, _reply, declared): Promise<TPlayersChanged> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(
      ctx.db,
      userId,
      request.params.code,
      playersQueueApi.clearRecent.ability,
    );
    const { withinMinutes } = declared.body();
    return clearRecentPlayers(ctx, game, withinMinutes);
  });

  route(app, playersQueueApi.restoreMany, async (request, _reply, declared): Promise<TPlayersChanged> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(
      ctx.db,
      userId,
      request.params.code,
      playersQueueApi.restoreMany.ability,
    );
    const { playerIds } = declared.body();
    return restorePlayers(ctx, game, playerIds);
  });
}
