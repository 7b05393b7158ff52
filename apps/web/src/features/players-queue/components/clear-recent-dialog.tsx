import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

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
    <Modal open={open} title={m.room_clear_title()} onClose={pending ? undefined : onCancel}>
      <p className="text-sm text-slate-700">{m.room_clear_text()}</p>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        {m.room_clear_joined_in()}
        <select
          className="rounded-lg border border-slate-300 px-2 py-1"
          value={minutes}
          onChange={(event) => setMinutes(Number(event.target.value))}
          disabled={pending}
        >
          {SPANS.map((span) => (
            <option key={span} value={span}>
              {m.room_minutes({ count: span, shown: formatCount(span) })}
            </option>
          ))}
        </select>
      </label>
      <div className="flex w-full gap-3">
        <Button variant="outlined" color="default" fullWidth onClick={onCancel} disabled={pending}>
          {m.room_cancel()}
        </Button>
        <Button color="error" fullWidth onClick={() => onConfirm(minutes)} loading={pending}>
          {m.room_remove()}
        </Button>
      </div>
    </Modal>
  );
}
