import { ALREADY_PAID, ENDED_UNPAYABLE, ErrorCode } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';
import { AppError } from '../../errors';
import { gameSetupProblems } from '../../presenters/game';

/** A game can be paid for (or made live with a prepaid game) only while it is a complete, unpaid draft. */
export function assertAwaitingPayment(game: GameRow): void {
  if (game.paid === 1) throw new AppError(ErrorCode.CONFLICT, 409, ALREADY_PAID);
  if (game.status !== 'INACTIVE') {
    throw new AppError(ErrorCode.CONFLICT, 409, ENDED_UNPAYABLE);
  }
  const problems = gameSetupProblems(game);
  if (problems.length > 0) {
    throw new AppError(ErrorCode.CONFLICT, 409, `Finish setting up the game first: ${problems.join(' ')}`);
  }
}
