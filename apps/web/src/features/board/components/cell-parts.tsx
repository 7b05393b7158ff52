import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';

/** The frame every cell shares: a square that never changes size whatever it shows. */
export const CELL_BOX =
  'relative flex aspect-square w-full min-w-0 flex-col items-stretch overflow-hidden rounded-lg border p-0.5 text-center font-medium sm:p-1';

export type PhotoMark = 'pending' | 'counted' | 'rejected' | 'reported';

const MARKS: Record<PhotoMark, { className: string; icon: ReactNode }> = {
  pending: {
    className: 'bg-amber-300 text-amber-950',
    icon: <path d="M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9" />,
  },
  counted: { className: 'bg-emerald-600 text-white', icon: <path d="m5 12 5 5 9-10" /> },
  rejected: { className: 'bg-red-700 text-white', icon: <path d="M6 6l12 12M18 6 6 18" /> },
  reported: { className: 'bg-orange-600 text-white', icon: <path d="M5 21V4M5 4h11l-2 4 2 4H5" /> },
};

/** A photo's state at a glance, in the cell's corner (the legend under the card says what each means). */
export function PhotoMarkBadge({ mark, className }: { mark: PhotoMark; className?: string }) {
  return (
    <span
      data-mark={mark}
      className={cn(
        'absolute end-0.5 top-0.5 z-10 flex size-5 items-center justify-center rounded-full shadow ring-2 ring-white',
        MARKS[mark].className,
        className,
      )}
    >
      <Icon className="size-3.5">{MARKS[mark].icon}</Icon>
    </span>
  );
}

/** Under the card: what the corner marks mean (the reported mark only while a photo of the card carries it). */
export function PhotoMarkLegend({ reported = false }: { reported?: boolean }) {
  const items: Array<[PhotoMark, string]> = [
    ['pending', m.board_mark_pending()],
    ['counted', m.board_mark_counted()],
    ['rejected', m.board_mark_rejected()],
    ...(reported ? [['reported', m.board_mark_reported()] as [PhotoMark, string]] : []),
  ];
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700" aria-label={m.board_marks_legend()}>
      {items.map(([mark, text]) => (
        <li key={mark} className="flex items-center gap-1">
          <PhotoMarkBadge mark={mark} className="static ring-0" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** An upload's progress bar under the cell's label. */
export function UploadProgress({ label, progress }: { label: string; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={m.board_uploading_for({ label })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="mx-0.5 mb-0.5 h-2 shrink-0 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-violet-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
