import {
  ZRefuseBingoCallRequest,
  type TBingoCall,
  type TBingoResponse,
  type TCell,
  type TMyBingoCall,
  type TOpenBingoCalls,
} from '@picture-bingo/shared';
import { requireHost } from '../../auth/authenticate';
import { deviceTokenOf, hostTokenOf } from '../../auth/request-credentials';
import { parse } from '../../lib/validate';
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

type CodeParams = { Params: { code: string } };
type CallParams = { Params: { code: string; callId: string } };
type CellParams = { Params: { code: string; idx: string }; Querystring: { replaces?: string } };

/** A player's own card while the game runs: photos in and out of cells, and the BINGO! claim. */
export async function playRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (uploads) => uploadImageRoute(uploads, ctx));

  app.delete<CellParams>('/game/:code/board/cells/:idx/image', async (request): Promise<TCell> => {
    const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
    assertPlayable(game);
    const idx = parsePhotoCellIndex(request.params.idx, game.board_size);
    return removeCellImage(ctx, game, await cardWriterOf(ctx.db, player, request.query.replaces), idx);
  });

  app.post<CodeParams>('/game/:code/bingo', async (request): Promise<TBingoResponse> => {
    const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
    // Any member calls BINGO! for their team's card.
    return claimBingo(ctx, game, await cardOf(ctx.db, player), player);
  });

  app.get<CodeParams>('/game/:code/bingo', async (request): Promise<TMyBingoCall> => {
    const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
    return getMyBingoCall(ctx, game, await cardOf(ctx.db, player));
  });

  // Open calls are answered by whoever runs the game: the owner and co-hosts.
  app.get<CodeParams>('/game/:code/bingo-calls', async (request): Promise<TOpenBingoCalls> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    return listBingoCalls(ctx, await requireHostGame(ctx.db, userId, request.params.code, 'run'));
  });

  app.post<CallParams>('/game/:code/bingo-calls/:callId/refuse', async (request): Promise<TBingoCall> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, 'run');
    const { reason } = parse(ZRefuseBingoCallRequest, request.body);
    return refuseBingoCall(ctx, game, userId, request.params.callId, reason);
  });
}
