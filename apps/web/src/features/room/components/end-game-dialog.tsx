import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface EndGameDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before ending: uploads close for every player at once and can't be reopened. */
export function EndGameDialog({ open, pending, onCancel, onConfirm }: EndGameDialogProps) {
  return (
    <Modal open={open} title="End the game?" onClose={pending ? undefined : onCancel}>
      <p className="text-sm text-slate-700">
        Uploads close for every player now. Their cards and photos stay as they are.
      </p>
      <div className="flex w-full gap-3">
        <Button variant="outlined" color="default" fullWidth onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="error" fullWidth onClick={onConfirm} loading={pending}>
          End game
        </Button>
      </div>
    </Modal>
  );
}
