import type { TCell } from '@picture-bingo/shared';
import { cellLabel, isRejected, rejectionText } from '../utils/cell-state';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

/**
 * The host's reasons for the photos they rejected, in full (a cell is too small to hold them). Each stays
 * until the player puts another photo in that cell.
 */
export function RejectedNotes({ cells }: { cells: TCell[] }) {
  const rejected = cells.filter(isRejected);
  if (rejected.length === 0) return null;
  return (
    <ul
      aria-label={m.board_rejected_photos()}
      className="flex flex-col gap-1 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      {rejected.map((cell) => (
        <li key={cell.idx} className="[overflow-wrap:anywhere]">
          {rich(m.board_rejected_note, {
            label: <bdi className="font-semibold">{cellLabel(cell)}</bdi>,
            reason: rejectionText(cell),
          })}
        </li>
      ))}
    </ul>
  );
}
