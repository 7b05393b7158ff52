import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider';

/** Cards the local checkout understands (Stripe's well-known test numbers). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** A session id long and random enough to be the only secret guarding the hosted checkout page. */
export function newLocalSessionId(): string {
  return `cs_local_${randomBytes(32).toString('base64url')}`;
}

/**
 * The embedded default: our own server hosts a test-mode checkout page (routes/checkout). Paying there fulfils
 * through the same code path as a provider webhook. No money moves; for demos, development and tests.
 */
export function createLocalProvider(): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = newLocalSessionId();
      return { sessionId, url: `${request.publicBase}/checkout/${sessionId}` };
    },
    parseWebhook: null,
  };
}
