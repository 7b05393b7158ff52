import type { TCell } from '@picture-bingo/shared';
import { useState } from 'react';
import { CellLabel } from '@/components/game/cell-label';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { CellUpload } from '../hooks/use-cell-uploads';
import { cellLabel, isRejected, labelSizes, photoOpacityClass, photoStatus } from '../utils/cell-state';
import { CELL_BOX, PhotoMarkBadge, UploadProgress } from './cell-parts';
import { EmptyCell } from './empty-cell';
import { m } from '@/lib/i18n/messages';

export interface BoardCellProps {
  cell: TCell;
  upload: CellUpload | undefined;
  /** The board's size (3, 4 or 5): how large its labels may be. */
  size?: number;
  onFile: (file: File) => void;
  onOpenPhoto: () => void;
  /** A failed upload's cell was tapped: its options (Retry, Choose another photo, OK) open. */
  onOpenFailure: () => void;
  /** Uploads are closed (time up, game over or cancelled): photos can be looked at, not added or changed. */
  closed?: boolean;
  /** On a team's card: the member who added the cell's photo. */
  addedBy?: string;
}

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';

/**
 * One cell of the player's card, each state visible at a glance: the free space, a label to photograph, an
 * upload's progress, a failed upload, a photo waiting for review, counting, or rejected by the host; a teammate's
 * photo that does not count yet by its state alone.
 */
export function BoardCell({
  cell,
  upload,
  size = 5,
  onFile,
  onOpenPhoto,
  onOpenFailure,
  closed = false,
  addedBy,
}: BoardCellProps) {
  const label = cellLabel(cell);
  const sizes = labelSizes(size);
  if (cell.isFreeSpace) {
    return (
      <div className={cn(CELL_BOX, 'border-violet-400 bg-violet-100 font-bold text-violet-900')}>
        <CellLabel text={label} {...sizes} />
        <span className="sr-only"> {m.board_free_space()}</span>
      </div>
    );
  }
  if (upload?.status === 'uploading' && upload.converting) {
    // An iPhone's HEIC/HEIF takes seconds to convert on the phone: the cell says what is going on meanwhile.
    return (
      <div className={cn(CELL_BOX, 'gap-0.5 border-violet-400 bg-violet-50 text-violet-950')}>
        {upload.preview && <LocalPreview src={upload.preview} />}
        <span className="sr-only">{m.board_converting_label({ label })}</span>
        <div className="relative min-h-0 flex-1" aria-hidden="true">
          <CellLabel text={label} max={sizes.min + 2} min={Math.min(9, sizes.min)} />
        </div>
        <span
          className="relative rounded bg-white/90 px-0.5 text-[10px] leading-tight font-semibold sm:text-xs"
          aria-hidden="true"
        >
          {m.board_converting_photo()}
        </span>
        <UploadProgress label={label} progress={upload.progress} />
      </div>
    );
  }
  if (upload?.status === 'uploading' && upload.preview) {
    // The photo on its way shows at once, from the phone itself, under its progress bar.
    return (
      <div className={cn(CELL_BOX, 'border-violet-400 bg-violet-50 p-0 sm:p-0')}>
        <span className="sr-only">{m.board_uploading_label({ label })}</span>
        <LocalPreview src={upload.preview} />
        <div className="absolute inset-x-0 bottom-0 flex h-2/5 flex-col bg-slate-900/75 px-0.5 text-white">
          <div className="min-h-0 flex-1" aria-hidden="true">
            <CellLabel text={label} max={sizes.min + 2} min={Math.min(9, sizes.min)} />
          </div>
          <UploadProgress label={label} progress={upload.progress} />
        </div>
      </div>
    );
  }
  if (upload?.status === 'uploading') {
    return (
      <div className={cn(CELL_BOX, 'gap-0.5 border-violet-400 bg-violet-50 text-slate-700')}>
        <span className="sr-only">{m.board_uploading_label({ label })}</span>
        <div className="min-h-0 flex-1" aria-hidden="true">
          <CellLabel text={label} {...sizes} />
        </div>
        <UploadProgress label={label} progress={upload.progress} />
      </div>
    );
  }
  if (upload?.status === 'waiting') {
    return (
      <div className={cn(CELL_BOX, 'gap-0.5 border-amber-500 bg-amber-50 text-amber-950')}>
        <div className="min-h-0 flex-1">
          <CellLabel text={label} {...sizes} />
        </div>
        <span className="text-[10px] leading-tight font-semibold sm:text-xs">
          <span className="sr-only">{m.board_photo_kept()}</span>
          {m.board_uploads_on_resume()}
        </span>
      </div>
    );
  }
  if (upload?.status === 'failed') {
    return (
      <div className={cn(CELL_BOX, 'gap-0.5 border-2 border-red-600 bg-red-50 text-red-900')}>
        <Icon className="mx-auto size-4 shrink-0 text-red-700">
          <path d="M12 8v5M12 16.5v.5M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </Icon>
        <span className="sr-only">{label}: </span>
        <p role="alert" className="min-h-0 flex-1">
          <CellLabel text={upload.message} max={sizes.min + 2} min={Math.min(9, sizes.min)} />
        </p>
        {/* The whole cell opens what can be done: Retry, Choose another photo, OK. */}
        <button
          type="button"
          aria-label={m.board_upload_failed_open({ label })}
          onClick={onOpenFailure}
          className={cn('absolute inset-0 rounded-lg', FOCUS)}
        />
      </div>
    );
  }
  if (cell.thumb) {
    const mark = isRejected(cell)
      ? 'rejected'
      : cell.hold === 'reported'
        ? 'reported'
        : cell.isMarked
          ? 'counted'
          : 'pending';
    return (
      <button
        type="button"
        aria-label={(closed ? m.board_photo_cell_view : m.board_photo_cell_change)({
          label,
          status: `${photoStatus(cell)}${addedBy ? `, ${m.game_added_by({ name: addedBy })}` : ''}`,
        })}
        onClick={onOpenPhoto}
        className={cn(
          CELL_BOX,
          'border-slate-300 bg-slate-100 p-0 sm:p-0',
          mark === 'rejected' && 'border-2 border-red-600',
          FOCUS,
        )}
      >
        <img
          src={cell.thumb}
          alt=""
          className={cn('absolute inset-0 size-full object-cover', photoOpacityClass(cell.isMarked))}
        />
        <PhotoMarkBadge mark={mark} />
        {addedBy && (
          <span
            aria-hidden="true"
            data-testid="added-by"
            className="absolute start-0 top-0 max-w-[70%] truncate rounded-ee-md bg-slate-900/80 px-1 text-[0.65rem] text-white"
          >
            {addedBy}
          </span>
        )}
        <span
          className="absolute inset-x-0 bottom-0 h-2/5 bg-slate-900/75 px-0.5 text-white"
          aria-hidden="true"
        >
          <CellLabel text={label} max={sizes.min + 2} min={Math.min(9, sizes.min)} />
        </span>
      </button>
    );
  }
  if (cell.addedBy) {
    // A teammate's photo that does not count yet: the cell says its state and who added it, never the photo.
    return (
      <div className={cn(CELL_BOX, 'gap-0.5 border-slate-300 bg-slate-100 text-slate-700')}>
        <div className="min-h-0 flex-1">
          <CellLabel text={label} {...sizes} />
        </div>
        <span className="text-[10px] leading-tight font-semibold sm:text-xs">{photoStatus(cell)}</span>
        {addedBy && <span className="sr-only">, {m.game_added_by({ name: addedBy })}</span>}
      </div>
    );
  }
  if (closed) {
    return (
      <div className={cn(CELL_BOX, 'border-slate-300 bg-slate-50 text-slate-600')}>
        <CellLabel text={label} {...sizes} />
        <span className="sr-only"> {m.board_no_photo()}</span>
      </div>
    );
  }
  return <EmptyCell label={label} sizes={sizes} onFile={onFile} rejected={isRejected(cell)} />;
}

/** A photo straight from the phone (an object URL); hidden if this browser cannot show its format (a HEIC). */
function LocalPreview({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      decoding="async"
      onError={() => setFailed(src)}
      className="absolute inset-0 size-full object-cover opacity-80"
    />
  );
}
