import type { TCell } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CellUpload } from '../hooks/use-cell-uploads';
import { cellLabel, photoOpacityClass, photoStatus } from '../utils/cell-state';
import { PhotoPicker } from './photo-picker';

const BOX =
  'relative flex aspect-square w-full flex-col items-center justify-center overflow-hidden rounded-xl border p-1 text-center text-xs font-medium [overflow-wrap:anywhere] sm:text-sm';

export interface BoardCellProps {
  cell: TCell;
  upload: CellUpload | undefined;
  onFile: (file: File) => void;
  onOpenPhoto: () => void;
  onRetry: (file: File) => void;
  onDismiss: () => void;
  /** Uploads are closed (time up, game over or cancelled): photos can be looked at, not added or changed. */
  closed?: boolean;
}

function UploadProgress({ label, progress }: { label: string; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={`Uploading photo for ${label}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="absolute inset-x-2 bottom-2 h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-violet-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** One cell of the player's card: the free space, a label to photograph, a photo, an upload or its failure. */
export function BoardCell({
  cell,
  upload,
  onFile,
  onOpenPhoto,
  onRetry,
  onDismiss,
  closed = false,
}: BoardCellProps) {
  const label = cellLabel(cell);
  if (cell.isFreeSpace) {
    return (
      <div className={cn(BOX, 'border-violet-400 bg-violet-100 font-bold text-violet-900')}>
        {label}
        <span className="sr-only"> (free space)</span>
      </div>
    );
  }
  if (upload?.status === 'uploading') {
    return (
      <div className={cn(BOX, 'border-violet-300 bg-violet-50 text-slate-700')}>
        <span>{label}</span>
        <UploadProgress label={label} progress={upload.progress} />
      </div>
    );
  }
  if (upload?.status === 'waiting') {
    return (
      <div className={cn(BOX, 'gap-0.5 border-amber-500 bg-amber-50 text-amber-950')}>
        <span>{label}</span>
        <span className="text-[10px] leading-tight font-semibold sm:text-xs">
          <span className="sr-only">Photo kept: </span>Uploads on resume
        </span>
      </div>
    );
  }
  if (upload?.status === 'failed') {
    const retry = closed ? null : upload.file;
    return (
      <div className={cn(BOX, 'justify-between gap-1 border-red-400 bg-red-50 text-red-800')}>
        <span className="sr-only">{label}: </span>
        <p role="alert" className="min-h-0 overflow-y-auto text-[11px] leading-tight sm:text-xs">
          {upload.message}
        </p>
        {retry ? (
          <Button size="sm" color="error" className="min-h-7 px-2" onClick={() => onRetry(retry)}>
            Retry
          </Button>
        ) : (
          <Button size="sm" variant="outlined" color="error" className="min-h-7 px-2" onClick={onDismiss}>
            OK
          </Button>
        )}
      </div>
    );
  }
  if (cell.thumb) {
    return (
      <button
        type="button"
        aria-label={`${label}: ${photoStatus(cell)}. ${closed ? 'View' : 'Replace or remove'} the photo`}
        onClick={onOpenPhoto}
        className={cn(
          BOX,
          'border-slate-300 bg-slate-100 p-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
        )}
      >
        <img
          src={cell.thumb}
          alt=""
          className={cn('absolute inset-0 size-full object-cover', photoOpacityClass(cell.isMarked))}
        />
        <span className="absolute inset-x-0 bottom-0 truncate bg-slate-900/75 px-1 py-0.5 text-[11px] text-white">
          {label}
        </span>
      </button>
    );
  }
  if (closed) {
    return (
      <div className={cn(BOX, 'border-slate-300 bg-slate-50 text-slate-600')}>
        {label}
        <span className="sr-only"> (no photo)</span>
      </div>
    );
  }
  return (
    <PhotoPicker
      label={`Add a photo for ${label}`}
      onFile={onFile}
      className={cn(BOX, 'border-dashed border-slate-400 bg-white text-slate-800 hover:bg-violet-50')}
    >
      {label}
    </PhotoPicker>
  );
}
