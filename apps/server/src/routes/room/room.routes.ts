import type { TGame } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { requireHostGame } from '../../policies/game';
import { hostGameView } from '../../services/games/get-host-game';
import { presentGame } from '../../presenters/game';
import { startGame } from '../../services/room/start-game';
import { endGame } from '../../services/play/end-game';
import { pauseGame } from '../../services/play/pause-game';
import { resumeGame } from '../../services/play/resume-game';

type CodeParams = { Params: { code: string } };

/** The host's game controls on the room screens: start, pause, resume, end; each answers the host's game. */
export async function roomRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<CodeParams>('/game/:code/start', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'run');
    const started = await startGame(ctx, game);
    return presentGame(hostGameView(started.game, started.playerCount));
  });

  app.post<CodeParams>('/game/:code/pause', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'run');
    const paused = await pauseGame(ctx, game);
    return presentGame(hostGameView(paused.game, paused.playerCount));
  });

  app.post<CodeParams>('/game/:code/resume', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'run');
    const resumed = await resumeGame(ctx, game);
    return presentGame(hostGameView(resumed.game, resumed.playerCount));
  });

  app.post<CodeParams>('/game/:code/end', async (request): Promise<TGame> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'run');
    const ended = await endGame(ctx, game);
    return presentGame(hostGameView(ended.game, ended.playerCount));
  });
}
