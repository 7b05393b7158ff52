import { PAYMENT_STATUS_FAILED } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findGameById } from '../../db/repositories/games.repo';
import { findUserPayment, type PaymentRow } from '../../db/repositories/payments.repo';
import type { UserRow } from '../../db/repositories/users.repo';
import { notFound } from '../../errors';
import { getSignedInUser } from '../auth/get-signed-in-user';

/** Longest id we look up (ours are UUIDs, Stripe's session ids ~70 characters, local ones ~55). */
const MAX_ID_LENGTH = 255;

/** A host's own payment (by our id or the provider's session id), its payer and the code of the game it is for. */
export async function getPaymentStatus(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<{ payment: PaymentRow; user: UserRow; gameCode: string | null }> {
  // Someone else's payment answers exactly like a missing one.
  const payment = id.length <= MAX_ID_LENGTH ? await findUserPayment(ctx.db, userId, id) : undefined;
  if (!payment) throw notFound(PAYMENT_STATUS_FAILED);
  const user = await getSignedInUser(ctx, userId);
  const game = payment.game_id ? await findGameById(ctx.db, payment.game_id) : undefined;
  return { payment, user, gameCode: game?.code ?? null };
}
