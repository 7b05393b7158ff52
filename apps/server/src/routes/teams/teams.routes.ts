import { ErrorCode, type TQueuePlayer, type TTeamList } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { requireHostGame } from '../../policies/game';
import { requireOpenGame } from '../../policies/lobby';
import { listGameTeams } from '../../services/teams/list-teams';
import { moveMember } from '../../services/teams/move-member';
import { setTeams } from '../../services/teams/set-teams';
import { teamsApi } from './teams.api';
import { route } from '../register';

/** The open game a code names, or the refusal of a draft's, an unknown or a malformed code. */
async function openGameOrRefusal(ctx: AppContext, code: string) {
  try {
    return await requireOpenGame(ctx.db, code);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.INVALID_ROOM_CODE) return error;
    throw error;
  }
}

/** A team game's teams: the list (anyone with the code; the host's drafts too), the host's setup, moves. */
export async function teamsRoutes(app: FastifyInstance, ctx: AppContext) {
  // As public as the lobby for an open game; a draft's teams only for its staff (its code names nothing yet).
  route(app, teamsApi.list, async (request): Promise<TTeamList> => {
    const token = hostTokenOf(request);
    const open = await openGameOrRefusal(ctx, request.params.code);
    if (!(open instanceof AppError)) return { teams: await listGameTeams(ctx, open) };
    if (!token) throw open;
    const { userId } = await requireHost(ctx, token);
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'view');
    return { teams: await listGameTeams(ctx, game) };
  });

  route(app, teamsApi.update, async (request, _reply, declared): Promise<TTeamList> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, teamsApi.update.ability);
    const update = declared.body();
    await setTeams(ctx, game, update);
    return { teams: await listGameTeams(ctx, game) };
  });

  route(app, teamsApi.moveToTeam, async (request, _reply, declared): Promise<TQueuePlayer> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, teamsApi.moveToTeam.ability);
    const { teamId } = declared.body();
    return moveMember(ctx, game, request.params.playerId, teamId);
  });
}
