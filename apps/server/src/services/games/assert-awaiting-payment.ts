import { ErrorCode, setupProblemEnglish } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';
import { conflict } from '../../errors';
import { assertTransition, refusalsOf } from '../game-lifecycle/transitions';
import { gameSetupProblems } from './game-setup';

/** A game can be paid for (or made live with a prepaid game) only while it is a complete, unpaid draft. */
/** Every refusal assertAwaitingPayment answers: what the routes that pay for or activate a game declare. */
export const AWAITING_PAYMENT_REFUSALS = [
  ErrorCode.ALREADY_PAID,
  ...refusalsOf('activate'),
  ErrorCode.SETUP_INCOMPLETE,
] as const;

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
