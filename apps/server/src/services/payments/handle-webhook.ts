import type { AppContext } from '../../context';
import type { WebhookOutcome } from '../../payments/provider';
import { closeCheckout } from './close-checkout';
import { fulfilCheckout } from './fulfil-checkout';

/** Acts on a verified provider event: fulfil a paid checkout, close a failed/expired one, ignore the rest. */
export async function handleWebhook(ctx: AppContext, outcome: WebhookOutcome): Promise<void> {
  switch (outcome.action) {
    case 'fulfil':
      await fulfilCheckout(ctx, outcome);
      return;
    case 'close':
      await closeCheckout(ctx, outcome);
      return;
    case 'ignore':
      return;
  }
}
