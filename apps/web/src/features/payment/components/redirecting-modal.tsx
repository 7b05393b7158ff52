import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

/** Shown from Make Payment until the browser leaves for the hosted checkout. */
export function RedirectingModal({ open }: { open: boolean }) {
  return (
    <Modal open={open} title="Redirecting to Payment">
      <Spinner label="Opening the secure checkout" size="lg" />
      <p className="text-sm text-slate-700">Taking you to the secure checkout. Please wait…</p>
    </Modal>
  );
}
