import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { m } from '@/lib/i18n/messages';

/** Shown from Make Payment until the browser leaves for the hosted checkout. */
export function RedirectingModal({ open }: { open: boolean }) {
  return (
    <Modal open={open} title={m.pay_redirecting()}>
      <Spinner label={m.pay_opening_checkout()} size="lg" />
      <p className="text-sm text-slate-700">{m.pay_taking_you()}</p>
    </Modal>
  );
}
