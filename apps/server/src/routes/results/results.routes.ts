import { ZChooseWinnerRequest, type TLeaderboard, type TProgress } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf, viewerTokensOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { parse } from '../../lib/validate';
import { requireHostGame } from '../../policies/game';
import { requireGameViewer } from '../../policies/viewer';
import { chooseWinner } from '../../services/results/choose-winner';
import { getGalleryJson, getProgress } from '../../services/results/get-results';

type CodeParams = { Params: { code: string } };

/** The end of a game: the gallery and progress (host and players), and the host's choice of winner. */
export async function resultsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<CodeParams>('/game/:code/gallery', async (request, reply): Promise<string> => {
    const viewer = await requireGameViewer(ctx, viewerTokensOf(request), request.params.code);
    // A TGallery, serialized by getGalleryJson (most of it kept serialized between requests).
    const json = await getGalleryJson(ctx, viewer.game, viewer);
    void reply.type('application/json; charset=utf-8');
    return json;
  });

  app.get<CodeParams>('/game/:code/progress', async (request): Promise<TProgress> => {
    const { game } = await requireGameViewer(ctx, viewerTokensOf(request), request.params.code);
    return getProgress(ctx, game);
  });

  app.post<CodeParams>('/game/:code/winner', async (request): Promise<TLeaderboard> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code);
    const { playerId } = parse(ZChooseWinnerRequest, request.body);
    return chooseWinner(ctx, game, playerId);
  });
}
