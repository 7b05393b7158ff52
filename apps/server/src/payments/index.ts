import type { AppConfig } from '../config';
import { createFreeProvider } from './free-provider';
import { createLocalProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

export type { PaymentProvider } from './provider';

/** The provider PAYMENT_PROVIDER chose (config.ts settles the default: Stripe when configured, else local). */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.paymentProvider === 'free') return createFreeProvider();
  if (config.paymentProvider === 'stripe' && config.stripe) return createStripeProvider(config.stripe);
  return createLocalProvider();
}
