import type { TCell } from '@picture-bingo/shared';
import { cn } from '@/lib/cn';
import type { CellUpload } from '../hooks/use-cell-uploads';
import { completeLineCells } from '../utils/complete-lines';
import { BoardCell } from './board-cell';
import { m } from '@/lib/i18n/messages';

const COLUMNS: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

export interface BoardGridProps {
  cells: TCell[];
  size: number;
  uploads: Record<number, CellUpload>;
  onFile: (idx: number, file: File) => void;
  onOpenPhoto: (idx: number) => void;
  onOpenFailure: (idx: number) => void;
  /** Uploads are closed: cells show, nothing can be added or changed. */
  closed?: boolean;
  /** On a team's card: each member's name by id (who added which photo). */
  members?: ReadonlyMap<string, string>;
}

/**
 * The n×n card, the free space in the centre; each other cell takes a photo. The cells of a complete line are
 * outlined (amber), the line a BINGO! is called on. It is as wide as the screen
 * allows, but never taller than what is left of a short screen, so the whole card shows at once.
 */
export function BoardGrid({
  cells,
  size,
  uploads,
  onFile,
  onOpenPhoto,
  onOpenFailure,
  closed,
  members,
}: BoardGridProps) {
  const ordered = [...cells].sort((a, b) => a.idx - b.idx);
  const lines = completeLineCells(ordered, size);
  return (
    <ol
      aria-label={m.board_your_bingo_card()}
      className={cn('mx-auto grid w-full gap-1 sm:gap-2', COLUMNS[size] ?? 'grid-cols-5')}
      style={{ maxWidth: 'min(100%, max(18rem, 100svh - 17rem), 40rem)' }}
    >
      {ordered.map((cell) => (
        <li
          key={cell.idx}
          className={cn('flex min-w-0', lines.has(cell.idx) && 'rounded-lg ring-4 ring-amber-400')}
          data-complete-line={lines.has(cell.idx) || undefined}
        >
          <BoardCell
            cell={cell}
            size={size}
            upload={uploads[cell.idx]}
            onFile={(file) => onFile(cell.idx, file)}
            onOpenPhoto={() => onOpenPhoto(cell.idx)}
            onOpenFailure={() => onOpenFailure(cell.idx)}
            closed={closed}
            addedBy={cell.addedBy ? members?.get(cell.addedBy) : undefined}
          />
        </li>
      ))}
    </ol>
  );
}
