import type { AppContext } from '../../context';
import { findGameById } from '../../db/repositories/games.repo';
import { findPaymentBySessionId, type PaymentRow } from '../../db/repositories/payments.repo';

export interface LocalCheckout {
  payment: PaymentRow;
  eventTitle: string;
  gameCode: string | null;
}

/** The local provider's checkout session with this id and the game it pays for; null for any other id. */
export async function findLocalCheckout(ctx: AppContext, sessionId: string): Promise<LocalCheckout | null> {
  const payment = sessionId.length <= 255 ? await findPaymentBySessionId(ctx.db, sessionId) : undefined;
  if (!payment || payment.provider !== 'local') return null;
  const game = payment.game_id ? await findGameById(ctx.db, payment.game_id) : undefined;
  return { payment, eventTitle: game?.event_title ?? '', gameCode: game?.code ?? null };
}
