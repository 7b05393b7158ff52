import { Button } from '@/components/ui/button';
import { photoKey } from '../api/pending-photos';
import type { UndoableRejection } from '../hooks/use-rejection-undo';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

export interface RejectionUndoBarProps {
  rejections: readonly UndoableRejection[];
  /** The clock the time left is counted against (ms since the epoch). */
  now: number;
  onUndo: (rejection: UndoableRejection) => void;
}

const labelOf = (r: UndoableRejection) =>
  r.photo.value || m.gallery_cell_n({ number: formatCount(r.photo.idx + 1) });

/**
 * "Photo rejected — Undo", with the seconds left, for each rejection that can still be taken back; kept in view
 * at the bottom of the screen while the host goes on reviewing (bottom left on wider screens, where the host's
 * BINGO! calls take the bottom right). Screen readers hear each rejection once (the
 * seconds ticking are not announced).
 */
export function RejectionUndoBar({ rejections, now, onUndo }: RejectionUndoBarProps) {
  const newest = rejections[0];
  return (
    <>
      <p role="status" className="sr-only">
        {newest ? m.review_rejected_status({ name: newest.photo.playerName, label: labelOf(newest) }) : ''}
      </p>
      {rejections.length > 0 && (
        <ul
          aria-label={m.review_undo_list()}
          className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 flex flex-col gap-2 sm:end-auto sm:w-96"
        >
          {rejections.map((r) => {
            const seconds = Math.max(0, Math.ceil((r.deadline - now) / 1000));
            return (
              <li
                key={photoKey(r.photo)}
                className="flex min-w-0 items-center gap-3 rounded-xl bg-slate-900 px-3 py-2 text-white shadow-lg"
              >
                <img src={r.photo.thumb} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
                <p className="min-w-0 flex-1 text-sm">
                  <span className="font-semibold">{m.review_photo_rejected()}</span>{' '}
                  <span className="[overflow-wrap:anywhere] text-slate-200">
                    {rich(m.gallery_photo_by, {
                      label: <bdi>{labelOf(r)}</bdi>,
                      name: <bdi>{r.photo.playerName}</bdi>,
                    })}
                  </span>
                </p>
                <span aria-hidden="true" className="shrink-0 text-sm tabular-nums text-slate-200">
                  {m.review_seconds_left({ seconds: formatCount(seconds) })}
                </span>
                <Button
                  size="sm"
                  color="default"
                  loading={r.busy}
                  onClick={() => onUndo(r)}
                  aria-label={m.review_undo_rejecting({ name: r.photo.playerName, label: labelOf(r) })}
                  aria-keyshortcuts={r === newest ? 'U' : undefined}
                >
                  {m.review_undo()}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
