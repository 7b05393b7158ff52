import { conflict } from '../errors';
import type { PaymentProvider } from './provider';

export const NOTHING_TO_PAY = 'Games are free on this server: there is nothing to pay.';

/** No charge on this server (PAYMENT_PROVIDER=free): a complete draft goes live at once (activate-game). */
export function createFreeProvider(): PaymentProvider {
  return {
    name: 'free',
    async createCheckout() {
      throw conflict(NOTHING_TO_PAY);
    },
    parseWebhook: null,
  };
}
