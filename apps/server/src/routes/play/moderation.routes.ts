import {
  ZApprovePhotosRequest,
  ZReviewRequest,
  ZUndoRejectionRequest,
  type TApprovePhotosResponse,
  type TCell,
  type TGame,
  type TPendingPhoto,
} from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { parse } from '../../lib/validate';
import { requireHostGame } from '../../policies/game';
import { hostGameView } from '../../services/games/get-host-game';
import { presentGame } from '../../presenters/game';
import { endGame } from '../../services/play/end-game';
import { listPendingPhotos } from '../../services/play/list-pending-photos';
import { pauseGame } from '../../services/play/pause-game';
import { resumeGame } from '../../services/play/resume-game';
import { approvePhotos, reviewPhoto } from '../../services/play/review-photo';
import { undoRejection } from '../../services/play/undo-rejection';

type CodeParams = { Params: { code: string } };
type ReviewParams = { Params: { code: string; playerId: string; idx: string } };

/** The host running a game: photo review, pause, resume, end. */
export async function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<CodeParams>('/game/:code/review', async (request): Promise<TPendingPhoto[]> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'moderate');
    return listPendingPhotos(ctx, game);
  });

  app.post<ReviewParams>('/game/:code/cells/:playerId/:idx/review', async (request): Promise<TCell> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'moderate');
    const decision = parse(ZReviewRequest, request.body);
    return reviewPhoto(ctx, game, request.params.playerId, request.params.idx, decision, userId);
  });

  app.post<ReviewParams>('/game/:code/cells/:playerId/:idx/review/undo', async (request): Promise<TCell> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'moderate');
    const body = parse(ZUndoRejectionRequest, request.body);
    return undoRejection(ctx, game, request.params.playerId, request.params.idx, body);
  });

  app.post<CodeParams>('/game/:code/review/approve', async (request): Promise<TApprovePhotosResponse> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'moderate');
    return approvePhotos(ctx, game, parse(ZApprovePhotosRequest, request.body), userId);
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
