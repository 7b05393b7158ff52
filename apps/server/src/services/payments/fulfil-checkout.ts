import type { AppContext } from '../../context';
import { findGameById } from '../../db/repositories/games.repo';
import {
  findPaymentBySessionId,
  markPaymentPaid,
  recordProcessedEvent,
} from '../../db/repositories/payments.repo';
import { lockUser } from '../../db/repositories/users.repo';
import { activateOnPayment } from '../game-lifecycle/moves/activate';

export interface FulfilCheckoutInput {
  /** The provider's event id; each is handled once however often it is delivered. */
  eventId: string;
  sessionId: string;
  transactionId: string;
}

export type FulfilResult =
  /** No payment of ours has this session (another app's event): nothing recorded. */
  | 'unknown-session'
  /** This event was handled before. */
  | 'duplicate-event'
  /** Another event already paid this payment. */
  | 'already-paid'
  /** Paid, and the payment's game went live on one of the bought games. */
  | 'game-live'
  /** Paid; the game was not waiting (already paid, ended or incomplete), so every bought game stays on account. */
  | 'credit-kept';

/**
 * The one way money turns into games, used by the Stripe webhook and the local checkout alike. In one
 * transaction, serialized per user: record the event, mark the payment paid if it is not yet, then spend one of
 * its games on the payment's game if that game is still a complete, unpaid draft.
 */
export async function fulfilCheckout(ctx: AppContext, input: FulfilCheckoutInput): Promise<FulfilResult> {
  const now = new Date().toISOString();
  return ctx.db.transaction().execute(async (trx): Promise<FulfilResult> => {
    const payment = await findPaymentBySessionId(trx, input.sessionId);
    if (!payment) return 'unknown-session';
    // A deleted account's payment (user_id null) is still recorded as paid: an accounting record, no game.
    if (payment.user_id !== null) await lockUser(trx, ctx.dbKind, payment.user_id);
    if (!(await recordProcessedEvent(trx, input.eventId, now))) return 'duplicate-event';
    if (!(await markPaymentPaid(trx, payment.id, input.transactionId, now))) return 'already-paid';
    const game = payment.game_id ? await findGameById(trx, payment.game_id) : undefined;
    return game && (await activateOnPayment(trx, game, now)) ? 'game-live' : 'credit-kept';
  });
}
