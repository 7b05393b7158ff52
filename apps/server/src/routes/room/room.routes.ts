import type { TGame } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { requireHostGame } from '../../policies/game';
import { hostGameView } from '../../services/games/get-host-game';
import { presentGame } from '../../presenters/game';
import { endGame } from '../../services/game-lifecycle/moves/end';
import { pauseGame } from '../../services/game-lifecycle/moves/pause';
import { resumeGame } from '../../services/game-lifecycle/moves/resume';
import { startGame } from '../../services/game-lifecycle/moves/start';
import { route } from '../register';
import { roomApi } from './room.api';

type Move = (ctx: AppContext, game: GameRow) => Promise<{ game: GameRow; playerCount: number }>;

/** The move each declared control runs: a declaration without its move (or a move without one) does not compile. */
const MOVES: Record<keyof typeof roomApi, Move> = {
  start: startGame,
  pause: pauseGame,
  resume: resumeGame,
  end: endGame,
};

/**
 * The host's game controls on the room screens, one handler for every declaration in room.api.ts: it runs the
 * declaration's move on the host's game and answers the game.
 */
export async function roomRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const name of Object.keys(roomApi) as (keyof typeof roomApi)[]) {
    const declaration = roomApi[name];
    route(app, declaration, async (request): Promise<TGame> => {
      const { userId } = await requireHost(ctx, hostTokenOf(request));
      const game = await requireHostGame(ctx.db, userId, request.params.code, declaration.ability);
      const moved = await MOVES[name](ctx, game);
      return presentGame(hostGameView(moved.game, moved.playerCount));
    });
  }
}
