import { ZReviewNextRequest, type TReviewQueue } from '@picture-bingo/shared/team';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { parse } from '../../lib/validate';
import { requireHostGame } from '../../policies/game';
import { takeReviewPhotos } from '../../services/review/review-queue';

/** Review by several people at once: the queue hands each reviewer their own photos. */
export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Params: { code: string } }>(
    '/game/:code/review/next',
    async (request): Promise<TReviewQueue> => {
      const { userId } = await requireHost(ctx, hostTokenOf(request));
      const game = await requireHostGame(ctx.db, userId, request.params.code, 'moderate');
      const body = parse(ZReviewNextRequest, request.body ?? {});
      return takeReviewPhotos(ctx, game, userId, body.count);
    },
  );
}
