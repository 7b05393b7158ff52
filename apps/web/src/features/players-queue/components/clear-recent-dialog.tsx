import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** The spans a host picks from when clearing a flood of joins. */
const SPANS = [5, 10, 30, 60] as const;

export interface ClearRecentDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (withinMinutes: number) => void;
}

/** Asks which recent joins to remove: everyone who joined in the last minutes and has no photo yet. */
export function ClearRecentDialog({ open, pending, onCancel, onConfirm }: ClearRecentDialogProps) {
  const [minutes, setMinutes] = useState<number>(10);
  return (
    <Modal open={open} title="Remove recent joins?" onClose={pending ? undefined : onCancel}>
      <p className="text-sm text-slate-700">
        Everyone who joined in the time below and has no photo yet leaves the game, and can&apos;t join again
        from their device. You can undo this.
      </p>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        Joined in the last
        <select
          className="rounded-lg border border-slate-300 px-2 py-1"
          value={minutes}
          onChange={(event) => setMinutes(Number(event.target.value))}
          disabled={pending}
        >
          {SPANS.map((span) => (
            <option key={span} value={span}>
              {span} minutes
            </option>
          ))}
        </select>
      </label>
      <div className="flex w-full gap-3">
        <Button variant="outlined" color="default" fullWidth onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="error" fullWidth onClick={() => onConfirm(minutes)} loading={pending}>
          Remove
        </Button>
      </div>
    </Modal>
  );
}
