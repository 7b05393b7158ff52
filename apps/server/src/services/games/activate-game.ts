import { GAME_NOT_FOUND, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findGameById, markGameLive, type GameRow } from '../../db/repositories/games.repo';
import { lockUser } from '../../db/repositories/users.repo';
import { paymentRequired, notFound, conflict } from '../../errors';
import { getGameCredits } from '../payments/get-game-credits';
import { assertAwaitingPayment } from './assert-awaiting-payment';
import { teamCountOf } from './game-setup';

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
