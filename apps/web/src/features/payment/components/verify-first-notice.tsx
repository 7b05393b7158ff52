import type { TClientConfig } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { m } from '@/lib/i18n/messages';

/** Why paying waits and how to go on, by how this server delivers mail. */
const HOW: Record<NonNullable<TClientConfig['mailDelivery']>, () => string> = {
  smtp: () => m.pay_verify_smtp(),
  outbox: () => m.pay_verify_outbox(),
  log: () => m.pay_verify_log(),
};

/**
 * Make Payment waiting for a verified address: not a failure. Says why it waits and how to go on, in the page
 * (under the banner that holds the way to verify); the host returns to this page once verified and pays.
 */
export function VerifyFirstNotice({ delivery }: { delivery: NonNullable<TClientConfig['mailDelivery']> }) {
  return (
    <Alert variant="warning" title={m.pay_verify_title()} className="mb-4 max-w-xl">
      {HOW[delivery]()}
    </Alert>
  );
}
