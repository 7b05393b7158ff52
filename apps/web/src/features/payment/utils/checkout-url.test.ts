import { describe, expect, it } from 'vitest';
import { CHECKOUT_URL_MISSING, checkoutUrlFrom } from './checkout-url';

const BASE = 'http://localhost:3000';

describe('checkoutUrlFrom', () => {
  it('answers the hosted checkout url of a complete answer', () => {
    expect(checkoutUrlFrom({ id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' }, BASE)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
  });

  it('reads a relative url against the page origin', () => {
    expect(checkoutUrlFrom({ id: 'cs_local_1', url: '/checkout/cs_local_1' }, BASE)).toBe(
      'http://localhost:3000/checkout/cs_local_1',
    );
  });

  it.each([
    ['no id', { url: 'https://checkout.stripe.com/c/pay/cs_1' }],
    ['no url', { id: 'cs_1' }],
    ['an empty url', { id: 'cs_1', url: '' }],
    ['a script url', { id: 'cs_1', url: 'javascript:alert(1)' }],
    ['a data url', { id: 'cs_1', url: 'data:text/html,<p>hi</p>' }],
  ])('refuses an answer with %s', (_case, answer) => {
    expect(() => checkoutUrlFrom(answer, BASE)).toThrow(CHECKOUT_URL_MISSING);
  });
});
