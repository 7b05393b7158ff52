import {
  type TBingoCall,
  type TBingoResponse,
  type TCell,
  type TMyBingoCall,
  type TOpenBingoCalls,
} from '@picture-bingo/shared';
import { requireHost } from '../../auth/authenticate';
import { deviceTokenOf, hostTokenOf } from '../../auth/request-credentials';
import { requireHostGame } from '../../policies/game';
import { getMyBingoCall, listBingoCalls } from '../../services/bingo-calls/list-bingo-calls';
import { refuseBingoCall } from '../../services/bingo-calls/refuse-bingo-call';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireOwnPlayerGame } from '../../policies/player';
import { cardOf, cardWriterOf } from '../../policies/team-card';
import { assertPlayable, parsePhotoCellIndex } from '../../policies/play';
import { claimBingo } from '../../services/play/claim-bingo';
import { removeCellImage } from '../../services/play/remove-cell-image';
import { uploadImageRoute } from './upload-image';
import { playApi } from './play.api';
import { route } from '../register';

/** A player's own card while the game runs: photos in and out of cells, and the BINGO! claim. */
export async function playRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (uploads) => uploadImageRoute(uploads, ctx));

  route(app, playApi.removePhoto, async (request): Promise<TCell> => {
    const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
    assertPlayable(game);
    const idx = parsePhotoCellIndex(request.params.idx, game.board_size);
    return removeCellImage(ctx, game, await cardWriterOf(ctx.db, player, request.query.replaces), idx);
  });

  route(app, playApi.bingo, async (request): Promise<TBingoResponse> => {
    const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
    // Any member calls BINGO! for their team's card.
    return claimBingo(ctx, game, await cardOf(ctx.db, player), player);
  });

  route(app, playApi.myBingoCall, async (request): Promise<TMyBingoCall> => {
    const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
    return getMyBingoCall(ctx, game, await cardOf(ctx.db, player));
  });

  // Open calls are answered by whoever runs the game: the owner and co-hosts.
  route(app, playApi.bingoCalls, async (request): Promise<TOpenBingoCalls> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    return listBingoCalls(
      ctx,
      await requireHostGame(ctx.db, userId, request.params.code, playApi.bingoCalls.ability),
    );
  });

  route(app, playApi.refuseBingoCall, async (request, _reply, declared): Promise<TBingoCall> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, playApi.refuseBingoCall.ability);
    const { reason } = declared.body();
    return refuseBingoCall(ctx, game, userId, request.params.callId, reason);
  });
}
