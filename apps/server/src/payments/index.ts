import type { AppConfig } from '../config';
import { createLocalProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

export type { PaymentProvider } from './provider';

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; otherwise the embedded local checkout. */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createLocalProvider();
}
