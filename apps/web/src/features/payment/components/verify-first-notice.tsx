import type { TClientConfig } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';

const HOW: Record<NonNullable<TClientConfig['mailDelivery']>, string> = {
  smtp: 'Follow the link we mailed you when you registered (the banner above sends a new one), then pay here.',
  outbox:
    "This server doesn't send mail: open your verification link from the banner above. You come back here to pay.",
  log: "This server doesn't send mail: your link is in its log. Ask the person who runs it, then pay here.",
};

/**
 * Make Payment waiting for a verified address: not a failure. Says why it waits and how to go on, in the page
 * (under the banner that holds the way to verify); the host returns to this page once verified and pays.
 */
export function VerifyFirstNotice({ delivery }: { delivery: NonNullable<TClientConfig['mailDelivery']> }) {
  return (
    <Alert variant="warning" title="Verify your email address first" className="mb-4 max-w-xl">
      Paying waits for a verified address, so receipts and password resets reach you. {HOW[delivery]}
    </Alert>
  );
}
