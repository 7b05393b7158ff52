import type { TQueuePlayer } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { m } from '@/lib/i18n/messages';

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
      title={player ? m.room_remove_title({ name: player.name }) : ''}
      onClose={pending ? undefined : onCancel}
    >
      <p className="text-sm text-slate-700">{m.room_remove_text()}</p>
      <div className="flex w-full gap-3">
        <Button variant="outlined" color="default" fullWidth onClick={onCancel} disabled={pending}>
          {m.room_cancel()}
        </Button>
        <Button color="error" fullWidth onClick={onConfirm} loading={pending}>
          {m.room_remove()}
        </Button>
      </div>
    </Modal>
  );
}
