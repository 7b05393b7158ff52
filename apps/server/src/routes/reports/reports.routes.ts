import { BIG_SCREEN_ABILITY, type TCell, type TReportPhotoResponse } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { deviceTokenOf, hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { perPlayerRateLimit } from '../../lib/device-rate-limit';
import { requireHostGame } from '../../policies/game';
import { requireOwnPlayerGame } from '../../policies/player';
import { hidePhoto, reportPhoto, undoReport } from '../../services/play/report-photo';
import { reportsApi } from './reports.api';
import { route } from '../register';

/** Taking a photo off the game's screens: players report it (and may take a report back), the host hides it at once. */
export async function reportsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    reportsApi.report,
    // Per player (game and device), not per IP: a party shares one address.
    { config: perPlayerRateLimit(ctx, 'report', ctx.config.reportRateLimit) },
    async (request, _reply, declared): Promise<TReportPhotoResponse> => {
      const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
      const body = declared.body();
      return reportPhoto(ctx, game, player, request.params.playerId, request.params.idx, body);
    },
  );

  route(
    app,
    reportsApi.undoReport,
    // Its own budget of the same size: taking reports back cannot spend the reports' one, nor go unlimited.
    { config: perPlayerRateLimit(ctx, 'report-undo', ctx.config.reportRateLimit) },
    async (request, _reply, declared): Promise<TReportPhotoResponse> => {
      const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
      const { image } = declared.body();
      return undoReport(ctx, game, player, request.params.playerId, request.params.idx, image);
    },
  );

  route(app, reportsApi.hide, async (request, _reply, declared): Promise<TCell> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    // The big screen's Hide is part of running the game, as the big screen is (game/roles.ts).
    const game = await requireHostGame(ctx.db, userId, request.params.code, BIG_SCREEN_ABILITY);
    const { image } = declared.body();
    return hidePhoto(ctx, game, request.params.playerId, request.params.idx, image);
  });
}
