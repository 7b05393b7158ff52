import type { TPayment, TPaymentStatusResponse } from '@picture-bingo/shared';
import type { PaymentRow } from '../db/repositories/payments.repo';
import type { UserRow } from '../db/repositories/users.repo';

/** The spec's Payment. `customer` is the paying account: `{ id: userId, email }`. */
export function presentPayment(payment: PaymentRow, user: UserRow): TPayment {
  return {
    id: payment.id,
    amount: payment.amount,
    gameCount: payment.game_count,
    status: payment.status,
    transactionId: payment.transaction_id,
    customer: { id: user.id, email: user.email },
  };
}

export function presentPaymentStatus(
  payment: PaymentRow,
  user: UserRow,
  gameCode: string | null,
): TPaymentStatusResponse {
  return { ...presentPayment(payment, user), gameCode };
}
