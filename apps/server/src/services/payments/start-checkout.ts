import { randomUUID } from 'node:crypto';
import {
  EMAIL_NOT_VERIFIED,
  EMAIL_NOT_VERIFIED_NO_MAIL,
  ErrorCode,
  priceForGames,
  PAYMENT_INITIATE_FAILED,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { insertPayment, type PaymentRow } from '../../db/repositories/payments.repo';
import type { UserRow } from '../../db/repositories/users.repo';
import { conflict, forbidden, paymentProviderFailed } from '../../errors';
import { teamCountOf } from '../games/game-setup';
import { assertAwaitingPayment } from '../game-lifecycle/moves/activate';

export interface StartCheckoutInput {
  userId: string;
  game: GameRow;
  gameCount: number;
  publicBase: string;
  /** The paying host's account: paying waits for a verified address. */
  user: UserRow;
}

/**
 * Opens a hosted checkout for the host's own draft game and records a pending payment. The amount is the
 * server's price × gameCount; nothing the client says about money is used.
 */
export async function startCheckout(
  ctx: AppContext,
  { userId, game, gameCount, publicBase, user }: StartCheckoutInput,
): Promise<{ payment: PaymentRow; url: string }> {
  if (ctx.payments.name === 'free') throw conflict(ErrorCode.NOTHING_TO_PAY);
  // Receipts, and the reset link a forgotten password needs, go to this address: it must be the payer's.
  if (user.email_verified_at === null) {
    const mailed = ctx.config.mail.delivery === 'smtp';
    throw forbidden(mailed ? EMAIL_NOT_VERIFIED : EMAIL_NOT_VERIFIED_NO_MAIL, ErrorCode.EMAIL_NOT_VERIFIED);
  }
  assertAwaitingPayment(game, await teamCountOf(ctx.db, game));
  const paymentId = randomUUID();
  let session;
  try {
    session = await ctx.payments.createCheckout({
      paymentId,
      userId,
      gameId: game.id,
      gameCode: game.code,
      gameCount,
      publicBase,
    });
  } catch (error) {
    throw paymentProviderFailed(PAYMENT_INITIATE_FAILED, { cause: error });
  }
  const now = new Date().toISOString();
  const payment: PaymentRow = {
    id: paymentId,
    user_id: userId,
    game_id: game.id,
    provider: ctx.payments.name,
    provider_session_id: session.sessionId,
    amount: priceForGames(gameCount),
    game_count: gameCount,
    status: 'pending',
    transaction_id: null,
    created_at: now,
    updated_at: now,
    paid_at: null,
  };
  await insertPayment(ctx.db, payment);
  return { payment, url: session.url };
}
