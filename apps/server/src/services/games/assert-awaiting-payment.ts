import { ErrorCode, setupProblemEnglish } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';
import { conflict } from '../../errors';
import { assertTransition } from '../game-lifecycle/transitions';
import { gameSetupProblems } from './game-setup';

/** A game can be paid for (or made live with a prepaid game) only while it is a complete, unpaid draft. */
export function assertAwaitingPayment(game: GameRow, teamCount?: number): void {
  if (game.paid === 1) throw conflict(ErrorCode.ALREADY_PAID);
  assertTransition(game, 'activate', 'owner', new Date());
  const problems = gameSetupProblems(game, teamCount);
  if (problems.length > 0) {
    throw conflict(
      ErrorCode.SETUP_INCOMPLETE,
      `Finish setting up the game first: ${problems.map(setupProblemEnglish).join(' ')}`,
    );
  }
}
