import { useState } from 'react';
import { CellLabel } from '@/components/game/cell-label';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { CELL_BOX } from './cell-parts';
import { PhotoPicker } from './photo-picker';
import { m } from '@/lib/i18n/messages';

export interface EmptyCellProps {
  label: string;
  sizes: { max: number; min: number };
  onFile: (file: File) => void;
  /** The host rejected the photo that was here: the cell stays marked until another is picked. */
  rejected?: boolean;
}

const LOOK = {
  plain: 'border-dashed border-slate-400 bg-white text-slate-800 hover:bg-violet-50',
  rejected: 'gap-0.5 border-2 border-red-600 bg-red-50 text-slate-900 hover:bg-red-100',
};

function RejectedTag() {
  return (
    <span className="shrink-0 rounded bg-red-700 px-0.5 text-[10px] leading-tight font-semibold text-white">
      {m.board_mark_rejected()}
    </span>
  );
}

/**
 * A cell waiting for its photo: a tap opens the camera or photo picker. A label too long to show whole even at
 * the smallest size opens a dialog first, where it reads in full, with the picker in it.
 */
export function EmptyCell({ label, sizes, onFile, rejected = false }: EmptyCellProps) {
  const [truncated, setTruncated] = useState(false);
  const [reading, setReading] = useState(false);
  const className = cn(CELL_BOX, LOOK[rejected ? 'rejected' : 'plain']);
  const content = (
    <>
      {rejected && <RejectedTag />}
      <span className="min-h-0 flex-1">
        <CellLabel text={label} {...sizes} onTruncatedChange={setTruncated} />
      </span>
    </>
  );
  if (!truncated) {
    return (
      <PhotoPicker label={m.board_add_photo_for({ label })} onFile={onFile} className={className}>
        {content}
      </PhotoPicker>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={(rejected ? m.board_read_in_full_rejected : m.board_read_in_full)({ label })}
        onClick={() => setReading(true)}
        className={cn(
          className,
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
        )}
      >
        {content}
      </button>
      <Modal open={reading} title={label} onClose={() => setReading(false)}>
        <div className="flex w-full flex-col gap-2">
          <PhotoPicker
            label={m.board_add_photo_for({ label })}
            onFile={(file) => {
              setReading(false);
              onFile(file);
            }}
            className={buttonClasses({ fullWidth: true })}
          >
            {m.board_add_photo()}
          </PhotoPicker>
          <Button variant="ghost" color="default" fullWidth onClick={() => setReading(false)}>
            {m.board_cancel()}
          </Button>
        </div>
      </Modal>
    </>
  );
}
