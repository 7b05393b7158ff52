import type { TCell } from '@picture-bingo/shared';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { teamCardTexts } from '@/game/teams/card-texts';
import type { CellUpload, KeptForLater } from '../hooks/use-cell-uploads';
import { cellLabel } from '../utils/cell-state';

export interface KeptPhotoNoticeProps {
  photo: KeptForLater;
  cells: TCell[];
  uploads: Record<number, CellUpload>;
  onPlace: (idx: number) => void;
  onDiscard: () => void;
  /** Uploads are closed: the photo can only be let go. */
  closed: boolean;
}

/** An object URL of `file` while it shows, released after. */
function usePreview(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * A photo a teammate beat to its cell: the phone says so plainly, shows the photo, and offers the card's empty
 * cells to put it in (or to let it go). It stays until the player chooses.
 */
export function KeptPhotoNotice({ photo, cells, uploads, onPlace, onDiscard, closed }: KeptPhotoNoticeProps) {
  const preview = usePreview(photo.file);
  const from = cells.find((cell) => cell.idx === photo.fromIdx);
  const empty = cells.filter((cell) => !cell.isFreeSpace && !cell.thumb && !uploads[cell.idx]);
  const [target, setTarget] = useState<number | null>(null);
  const chosen = empty.find((cell) => cell.idx === target) ?? empty[0];
  const selectId = `kept-${photo.id}`;
  return (
    <Alert
      variant="warning"
      className="items-start"
      title={teamCardTexts.cellTaken(from ? cellLabel(from) : '')}
    >
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {preview && (
          <img
            src={preview}
            alt={teamCardTexts.keptPhotoAlt}
            className="size-16 shrink-0 rounded-lg object-cover"
          />
        )}
        {!closed && chosen ? (
          <>
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={selectId} className="font-medium">
                {teamCardTexts.keptCellLabel}
              </label>
              <select
                id={selectId}
                value={chosen.idx}
                onChange={(event) => setTarget(Number(event.target.value))}
                className="min-h-11 max-w-full rounded-lg border border-slate-400 bg-white px-2 text-sm text-slate-900"
              >
                {empty.map((cell) => (
                  <option key={cell.idx} value={cell.idx}>
                    {cellLabel(cell)}
                  </option>
                ))}
              </select>
            </div>
            <Button size="sm" onClick={() => onPlace(chosen.idx)}>
              {teamCardTexts.keptPlace}
            </Button>
          </>
        ) : (
          !closed && <p>{teamCardTexts.keptNoCell}</p>
        )}
        <Button size="sm" variant="ghost" color="default" onClick={onDiscard}>
          {teamCardTexts.keptDiscard}
        </Button>
      </div>
    </Alert>
  );
}
