import { describe, expect, it } from 'vitest';
import { formatUsd, priceForGames, ZGameCount, ZInitiatePaymentRequest } from './payment';

describe('payment schemas', () => {
  it('gameCount is a whole number from 1 to 10', () => {
    for (const ok of [1, 2, 10]) expect(ZGameCount.safeParse(ok).success).toBe(true);
    for (const bad of [0, 11, 1.5, -1, '1', null, Number.NaN])
      expect(ZGameCount.safeParse(bad).success).toBe(false);
  });

  it('an initiate request upper-cases the room code and keeps the (unused) amount optional', () => {
    expect(ZInitiatePaymentRequest.parse({ gameCount: 1, gameCode: ' ab12cd ' })).toEqual({
      gameCount: 1,
      gameCode: 'AB12CD',
    });
    expect(ZInitiatePaymentRequest.parse({ amount: 20, gameCount: 1, gameCode: 'AB12CD' }).amount).toBe(20);
  });

  it('prices games on the server side: $20 each', () => {
    expect(priceForGames(1)).toBe(2000);
    expect(priceForGames(3)).toBe(6000);
    expect(formatUsd(priceForGames(1))).toBe('$20.00');
    expect(formatUsd(1999)).toBe('$19.99');
  });
});
