import type { AppContext } from '../../context';
import {
  findPaymentBySessionId,
  markPaymentClosed,
  recordProcessedEvent,
} from '../../db/repositories/payments.repo';

export interface CloseCheckoutInput {
  sessionId: string;
  status: 'failed' | 'canceled' | 'expired';
  /** The provider's event id when a webhook closes it (recorded like any handled event). */
  eventId?: string;
}

/**
 * Ends a checkout that brought no money: a pending payment becomes failed, canceled or expired. A payment that
 * is already paid is never undone, whatever order the provider's events arrive in. True when it changed.
 */
export async function closeCheckout(ctx: AppContext, input: CloseCheckoutInput): Promise<boolean> {
  const now = new Date().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const payment = await findPaymentBySessionId(trx, input.sessionId);
    if (!payment) return false;
    if (input.eventId && !(await recordProcessedEvent(trx, input.eventId, now))) return false;
    return markPaymentClosed(trx, payment.id, input.status, now);
  });
}
