import { PAYMENT_STATUSES } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';
import { nextPollDelay, PAYMENT_MAX_POLLS, PAYMENT_POLL_INTERVAL_MS } from './payment-polling';

describe('nextPollDelay', () => {
  it('asks again while the payment is pending, for a while', () => {
    expect(nextPollDelay('pending', 1)).toBe(PAYMENT_POLL_INTERVAL_MS);
    expect(nextPollDelay('pending', PAYMENT_MAX_POLLS - 1)).toBe(PAYMENT_POLL_INTERVAL_MS);
    expect(nextPollDelay('pending', PAYMENT_MAX_POLLS)).toBe(false);
  });

  it('stops once the payment is settled, or before there is any answer', () => {
    for (const status of PAYMENT_STATUSES.filter((s) => s !== 'pending')) {
      expect(nextPollDelay(status, 1)).toBe(false);
    }
    expect(nextPollDelay(undefined, 0)).toBe(false);
  });

  it('polls for about half a minute', () => {
    expect(PAYMENT_POLL_INTERVAL_MS * PAYMENT_MAX_POLLS).toBeGreaterThanOrEqual(25_000);
    expect(PAYMENT_POLL_INTERVAL_MS * PAYMENT_MAX_POLLS).toBeLessThanOrEqual(35_000);
  });
});

describe('formatPrice', () => {
  it('shows whole dollars bare, as the spec does, and cents otherwise', () => {
    expect(formatPrice(2000)).toBe('$20');
    expect(formatPrice(4000)).toBe('$40');
    expect(formatPrice(1999)).toBe('$19.99');
    expect(formatPrice(2050)).toBe('$20.50');
  });
});
