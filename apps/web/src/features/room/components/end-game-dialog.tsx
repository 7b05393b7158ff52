import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

export interface EndGameDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Photos still waiting for review, and the page to review them on (offered before ending). */
  waiting: number;
  reviewPath: string;
}

/**
 * Asks before ending: uploads close for every player at once and can't be reopened. Photos still waiting for
 * review are counted, with the way to review them first.
 */
export function EndGameDialog({
  open,
  pending,
  onCancel,
  onConfirm,
  waiting,
  reviewPath,
}: EndGameDialogProps) {
  return (
    <Modal open={open} title={m.room_end_title()} onClose={pending ? undefined : onCancel}>
      <p className="text-sm text-slate-700">{m.room_end_text()}</p>
      {waiting > 0 && (
        <Alert variant="warning" title={m.progress_pending_title()} className="text-start">
          <span className="block">{m.room_end_waiting({ count: waiting, shown: formatCount(waiting) })}</span>
          <Link to={reviewPath} className="mt-1 block font-semibold underline">
            {m.progress_review_first()}
          </Link>
        </Alert>
      )}
      <div className="flex w-full gap-3">
        <Button variant="outlined" color="default" fullWidth onClick={onCancel} disabled={pending}>
          {m.room_cancel()}
        </Button>
        <Button color="error" fullWidth onClick={onConfirm} loading={pending}>
          {m.room_end_game()}
        </Button>
      </div>
    </Modal>
  );
}
