import { type TApprovePhotosResponse, type TCell, type TPendingPhoto } from '@picture-bingo/shared';
import { type TReleaseReviewResponse, type TReviewQueue } from '@picture-bingo/shared/staff';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { requireGameRole, requireHostGame } from '../../policies/game';
import { listPendingPhotos } from '../../services/play/list-pending-photos';
import { approvePhotos, reviewPhoto } from '../../services/play/review-photo';
import { undoRejection } from '../../services/play/undo-rejection';
import { releaseReviewer, takeReviewPhotos } from '../../services/review/review-queue';
import { reviewApi } from './review.api';
import { route } from '../register';

/**
 * Photo review by the owner, co-hosts and moderators: the pending photos, the queue that hands each reviewer their
 * own, a decision, its undo, approving in bulk, and taking back the photos open on a reviewer's screen.
 */
export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, reviewApi.queue, async (request): Promise<TPendingPhoto[]> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, reviewApi.queue.ability);
    return listPendingPhotos(ctx, game);
  });

  route(app, reviewApi.next, async (request, _reply, declared): Promise<TReviewQueue> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, reviewApi.next.ability);
    return takeReviewPhotos(ctx, game, userId, declared.body());
  });

  route(app, reviewApi.decide, async (request, _reply, declared): Promise<TCell> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { game, role } = await requireGameRole(
      ctx.db,
      userId,
      request.params.code,
      reviewApi.decide.ability,
    );
    const decision = declared.body();
    return reviewPhoto(ctx, game, request.params.playerId, request.params.idx, decision, { userId, role });
  });

  route(app, reviewApi.undoRejection, async (request, _reply, declared): Promise<TCell> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, reviewApi.undoRejection.ability);
    const body = declared.body();
    return undoRejection(ctx, game, request.params.playerId, request.params.idx, body);
  });

  route(app, reviewApi.approveMany, async (request, _reply, declared): Promise<TApprovePhotosResponse> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { game, role } = await requireGameRole(
      ctx.db,
      userId,
      request.params.code,
      reviewApi.approveMany.ability,
    );
    return approvePhotos(ctx, game, declared.body(), { userId, role });
  });

  route(app, reviewApi.release, async (request, _reply, declared): Promise<TReleaseReviewResponse> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, reviewApi.release.ability);
    const body = declared.body();
    return { released: await releaseReviewer(ctx, game, body.userId) };
  });
}
