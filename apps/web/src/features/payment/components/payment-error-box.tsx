import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n/messages';

export interface PaymentErrorBoxProps {
  /** The server's message, or the spec's default text. */
  message: string;
  onDismiss: () => void;
}

/** The spec's red box at the top right: Payment failed, and why. */
export function PaymentErrorBox({ message, onDismiss }: PaymentErrorBoxProps) {
  return (
    <div
      role="alert"
      className="fixed top-[calc(var(--spacing-nav)+1rem)] end-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 shadow-lg"
    >
      <div className="flex flex-1 flex-col gap-0.5">
        <p className="font-semibold">{m.pay_failed()}</p>
        <p className="[overflow-wrap:anywhere]">{message}</p>
      </div>
      <Button variant="ghost" color="error" size="sm" onClick={onDismiss} className="-my-1 -me-2">
        {m.pay_dismiss()}
      </Button>
    </div>
  );
}
