import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { PaymentRow } from '../../db/repositories/payments.repo';
import { TEST_CARDS } from '../../payments/local-provider';
import { fulfilCheckout } from './fulfil-checkout';

export type LocalPayResult = 'paid' | 'declined' | 'not-a-test-card' | 'closed';

/**
 * The local provider's "card network": 4242… pays, 4000…0002 is declined, anything else is not a test card.
 * A successful card fulfils through the same function as a provider webhook, with event id `local_<session>`.
 */
export async function payLocalCheckout(
  ctx: AppContext,
  payment: PaymentRow,
  rawCardNumber: string,
): Promise<LocalPayResult> {
  if (payment.status === 'paid') return 'paid';
  if (payment.status !== 'pending') return 'closed';
  const cardNumber = rawCardNumber.replace(/[\s-]/g, '');
  if (cardNumber === TEST_CARDS.declined) return 'declined';
  if (cardNumber !== TEST_CARDS.success) return 'not-a-test-card';
  await fulfilCheckout(ctx, {
    eventId: `local_${payment.provider_session_id}`,
    sessionId: payment.provider_session_id,
    transactionId: `txn_local_${randomBytes(12).toString('hex')}`,
  });
  return 'paid';
}
