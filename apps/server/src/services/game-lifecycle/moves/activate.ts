import { GAME_NOT_FOUND, ErrorCode, setupProblemEnglish } from '@picture-bingo/shared';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/kysely';
import { findGameById, markGameLive, type GameRow } from '../../../db/repositories/games.repo';
import { lockUser } from '../../../db/repositories/users.repo';
import { paymentRequired, notFound, conflict } from '../../../errors';
import { gameSetupProblems, teamCountOf } from '../../games/game-setup';
import { getGameCredits } from '../../payments/get-game-credits';
import { canTransition, assertTransition, refusalsOf } from '../transitions';

/** Every refusal assertAwaitingPayment answers: what the routes that pay for or activate a game declare. */
export const AWAITING_PAYMENT_REFUSALS = [...refusalsOf('activate'), ErrorCode.SETUP_INCOMPLETE] as const;

/** A game can be paid for (or made live with a prepaid game) only while it is a complete, unpaid draft. */
export function assertAwaitingPayment(game: GameRow, teamCount?: number): void {
  assertTransition(game, 'activate', 'owner', new Date());
  const problems = gameSetupProblems(game, teamCount);
  if (problems.length > 0) {
    throw conflict(
      ErrorCode.SETUP_INCOMPLETE,
      `Finish setting up the game first: ${problems.map(setupProblemEnglish).join(' ')}`,
    );
  }
}

/**
 * Makes a complete, unpaid draft live on one of the host's prepaid games instead of paying again, or, on a
 * server where games are free (PAYMENT_PROVIDER=free), without any. Serialized per host, so concurrent calls
 * with one game left spend it once.
 */
export async function activateGame(ctx: AppContext, hostUserId: string, game: GameRow): Promise<GameRow> {
  assertAwaitingPayment(game, await teamCountOf(ctx.db, game));
  await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, ctx.dbKind, hostUserId);
    const free = ctx.payments.name === 'free';
    if (!free && (await getGameCredits(trx, hostUserId)).left < 1) {
      throw paymentRequired('You have no prepaid games left. Make a payment to start this game.');
    }
    if (!(await markGameLive(trx, game.id, new Date().toISOString()))) {
      throw conflict(ErrorCode.ALREADY_PAID);
    }
  });
  const updated = await findGameById(ctx.db, game.id);
  if (!updated) throw notFound(GAME_NOT_FOUND);
  return updated;
}

/**
 * A payment's game goes live on one of the games just bought, inside the payment's transaction (the system's
 * move): only a complete, unpaid draft; true when it went live, false when the bought game stays on account.
 */
export async function activateOnPayment(trx: Db, game: GameRow, now: string): Promise<boolean> {
  if (!canTransition(game, 'activate', new Date(now))) return false;
  if (gameSetupProblems(game, await teamCountOf(trx, game)).length > 0) return false;
  return markGameLive(trx, game.id, now);
}
