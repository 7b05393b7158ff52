import type { TClientConfig } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';

const HOW: Record<NonNullable<TClientConfig['mailDelivery']>, string> = {
  smtp: 'Follow the link we mailed you when you registered (the banner above sends a new one).',
  outbox:
    "This server doesn't send mail: open your verification link from the banner above. You come back here after.",
  log: "This server doesn't send mail: your link is in its log. Ask the person who runs it, then follow the link.",
};

export interface VerifyFirstNoticeProps {
  delivery: NonNullable<TClientConfig['mailDelivery']>;
  onDismiss: () => void;
}

/**
 * Make Payment waiting for a verified address: not a failure. Says why it waits and how to go on; the host
 * returns to this page once verified and pays.
 */
export function VerifyFirstNotice({ delivery, onDismiss }: VerifyFirstNoticeProps) {
  return (
    <div
      role="status"
      className="fixed top-[calc(var(--spacing-nav)+1rem)] right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 shadow-lg"
    >
      <div className="flex flex-1 flex-col gap-0.5">
        <p className="font-semibold">Verify your email address first</p>
        <p>Paying waits for a verified address, so receipts and password resets reach you. {HOW[delivery]}</p>
      </div>
      <Button variant="ghost" color="warning" size="sm" onClick={onDismiss} className="-my-1 -mr-2">
        Dismiss
      </Button>
    </div>
  );
}
