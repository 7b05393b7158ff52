import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { m } from '@/lib/i18n/messages';

export interface EndGameDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before ending: uploads close for every player at once and can't be reopened. */
export function EndGameDialog({ open, pending, onCancel, onConfirm }: EndGameDialogProps) {
  return (
    <Modal open={open} title={m.room_end_title()} onClose={pending ? undefined : onCancel}>
      <p className="text-sm text-slate-700">{m.room_end_text()}</p>
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
