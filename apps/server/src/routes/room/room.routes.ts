import type { TGame } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { requireHostGame } from '../../policies/game';
import { hostGameView } from '../../services/games/get-host-game';
import { presentGame } from '../../presenters/game';
import { startGame } from '../../services/room/start-game';
import { endGame } from '../../services/play/end-game';
import { pauseGame } from '../../services/play/pause-game';
import { resumeGame } from '../../services/play/resume-game';
import { route } from '../register';
import { roomApi } from './room.api';

type Move = (ctx: AppContext, game: GameRow) => Promise<{ game: GameRow; playerCount: number }>;

const MOVES: readonly [keyof typeof roomApi, Move][] = [
  ['start', startGame],
  ['pause', pauseGame],
  ['resume', resumeGame],
  ['end', endGame],
];

/** The host's game controls on the room screens: each runs one move on the host's game and answers the game. */
export async function roomRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [name, move] of MOVES) {
    route(app, roomApi[name], async (request): Promise<TGame> => {
      const { userId } = await requireHost(ctx, hostTokenOf(request));
      const game = await requireHostGame(ctx.db, userId, request.params.code, roomApi[name].ability);
      const moved = await move(ctx, game);
      return presentGame(hostGameView(moved.game, moved.playerCount));
    });
  }
}
