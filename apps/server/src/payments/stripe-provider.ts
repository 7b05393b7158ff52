import { PRICE_PER_GAME_CENTS } from '@picture-bingo/shared';
import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentProvider, WebhookOutcome } from './provider';
import { WebhookSignatureError } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends API calls; null for Stripe itself. */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Reads a verified Stripe event. Only Checkout Session events matter; everything else is acknowledged. */
export function interpretStripeEvent(event: Stripe.Event): WebhookOutcome {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session with a delayed method (bank debit…) is not paid yet: async_payment_succeeded follows.
      if (session.payment_status !== 'paid') return { action: 'ignore', eventId: event.id, type: event.type };
      const transactionId = idOf(session.payment_intent) ?? session.id;
      return { action: 'fulfil', eventId: event.id, sessionId: session.id, transactionId };
    }
    case 'checkout.session.async_payment_failed':
      return { action: 'close', eventId: event.id, sessionId: event.data.object.id, status: 'failed' };
    case 'checkout.session.expired':
      return { action: 'close', eventId: event.id, sessionId: event.data.object.id, status: 'expired' };
    default:
      return { action: 'ignore', eventId: event.id, type: event.type };
  }
}

/** Stripe Checkout through the official SDK; fulfilment is driven by its webhook. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.apiBase ?? {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: 'usd',
                unit_amount: PRICE_PER_GAME_CENTS,
                product_data: { name: 'Picture Bingo game' },
              },
              quantity: request.gameCount,
            },
          ],
          success_url: `${request.publicBase}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${request.publicBase}/host/${request.gameCode}/pricing`,
          client_reference_id: request.userId,
          metadata: {
            paymentId: request.paymentId,
            gameId: request.gameId,
            userId: request.userId,
            gameCount: String(request.gameCount),
          },
        },
        // A retried create (network blip) must not open a second session for the same payment.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookOutcome {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // Default tolerance: 300 s, so a replayed old delivery is refused.
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError('Invalid webhook signature');
      }
      return interpretStripeEvent(event);
    },
  };
}
