import type { TPaymentStatus } from '@picture-bingo/shared';

/** How often the success page asks whether the provider has confirmed the payment. */
export const PAYMENT_POLL_INTERVAL_MS = 1500;
/** How many answers it waits for (about 30 s) before it stops asking on its own. */
export const PAYMENT_MAX_POLLS = 20;

/**
 * The delay before the next status lookup, or `false` to stop: only a pending payment can still change,
 * and only for a while (the webhook may be slow; the host can then check again by hand).
 */
export function nextPollDelay(status: TPaymentStatus | undefined, answers: number): number | false {
  return status === 'pending' && answers < PAYMENT_MAX_POLLS ? PAYMENT_POLL_INTERVAL_MS : false;
}
