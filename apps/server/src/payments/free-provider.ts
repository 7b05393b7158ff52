import { ErrorCode } from '@picture-bingo/shared';
import { conflict } from '../errors';
import type { PaymentProvider } from './provider';

/** No charge on this server (PAYMENT_PROVIDER=free): a complete draft goes live at once (game-lifecycle/moves/activate.ts). */
export function createFreeProvider(): PaymentProvider {
  return {
    name: 'free',
    async createCheckout() {
      throw conflict(ErrorCode.NOTHING_TO_PAY);
    },
    parseWebhook: null,
  };
}
