import type { TCell } from '@picture-bingo/shared';
import { formatCount } from '@/lib/i18n/numbers';
import { m } from '@/lib/i18n/messages';

/** A cell's name as players read it ("Cell {n}" when the host left it without a label). */
export const cellLabel = (cell: Pick<TCell, 'idx' | 'value'>): string =>
  cell.value || m.board_cell_n({ n: formatCount(cell.idx + 1) });

/** A photo counts (isMarked) at full opacity; one waiting for the host's review shows at half (spec). */
export const photoOpacityClass = (isMarked: boolean): string => (isMarked ? 'opacity-100' : 'opacity-50');

/** The host rejected the cell's last photo and the player has not replaced it yet. */
export const isRejected = (cell: Pick<TCell, 'rejectedReason'>): boolean =>
  cell.rejectedReason !== undefined && cell.rejectedReason !== null;

/** The host's reason for a rejection as players read it. */
export const rejectionText = (cell: Pick<TCell, 'rejectedReason'>): string =>
  cell.rejectedReason?.trim()
    ? m.board_rejected_reason({ reason: cell.rejectedReason.trim() })
    : m.board_rejected_plain();

/** What a cell holding a photo says about it (a held photo: only its player and the host see it). */
export const photoStatus = (cell: Pick<TCell, 'isMarked' | 'rejectedReason' | 'hold'>): string =>
  isRejected(cell)
    ? rejectionText(cell)
    : cell.hold === 'reported'
      ? m.board_status_reported()
      : cell.hold === 'held'
        ? m.board_status_held()
        : cell.hold === 'checking'
          ? m.board_status_checking()
          : cell.isMarked
            ? m.board_status_counts()
            : m.board_status_waiting();

/** Font sizes (px) of a cell's label by board size: as large as fits, never below a legible minimum. */
export const labelSizes = (boardSize: number): { max: number; min: number } =>
  boardSize <= 3 ? { max: 20, min: 10 } : boardSize === 4 ? { max: 17, min: 10 } : { max: 15, min: 9 };

const isOlder = (a: TCell, b: TCell) =>
  a.updatedAt !== null && b.updatedAt !== null && Date.parse(a.updatedAt) < Date.parse(b.updatedAt);

/**
 * Puts a fresh copy of a cell into the card. An upload's answer and the live event for it can arrive in either
 * order, so a copy older than the one held is ignored (a cell emptied without a time always applies).
 */
export function mergeCell(cells: readonly TCell[], cell: TCell): TCell[] {
  return cells.map((current) => (current.idx === cell.idx && !isOlder(cell, current) ? cell : current));
}
