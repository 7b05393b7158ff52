import type { TQueuePlayer } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface RemovePlayerDialogProps {
  player: TQueuePlayer | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before removing: a removed player's device cannot rejoin this game unless the host undoes it. */
export function RemovePlayerDialog({ player, pending, onCancel, onConfirm }: RemovePlayerDialogProps) {
  return (
    <Modal
      open={player !== null}
      title={`Remove ${player?.name ?? 'player'}?`}
      onClose={pending ? undefined : onCancel}
    >
      <p className="text-sm text-slate-700">
        They leave the game at once, their photos are deleted, and they can&apos;t join it again from their
        device. You can undo this from the list of removed players.
      </p>
      <div className="flex w-full gap-3">
        <Button variant="outlined" color="default" fullWidth onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="error" fullWidth onClick={onConfirm} loading={pending}>
          Remove
        </Button>
      </div>
    </Modal>
  );
}
