import type { TMembership } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { deviceTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import type { CodeMissHooks } from '../../lib/address-rate-limit';
import { requireOwnPlayerGame } from '../../policies/player';
import { presentMyPlayer } from '../../presenters/player';
import { getBoardJson } from '../../services/board/get-board';
import { getGameSummary } from '../../services/join/get-game-summary';
import { boardApi } from './board.api';
import { route } from '../register';

/** A player's own membership and card in a game (device token), before, during and after play. */
export async function boardRoutes(app: FastifyInstance, ctx: AppContext, misses: CodeMissHooks) {
  route(app, boardApi.me, misses, async (request): Promise<TMembership> => {
    const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
    return { player: presentMyPlayer(player), game: getGameSummary(game) };
  });

  route(app, boardApi.board, async (request, reply): Promise<string> => {
    const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
    // A TBoard, serialized by getBoardJson (the card kept serialized between requests).
    const json = await getBoardJson(ctx, game, player);
    void reply.type('application/json; charset=utf-8');
    return json;
  });
}
