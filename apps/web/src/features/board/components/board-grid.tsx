import type { TCell } from '@picture-bingo/shared';
import { cn } from '@/lib/cn';
import type { CellUpload } from '../hooks/use-cell-uploads';
import { BoardCell } from './board-cell';

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
}

/**
 * The n×n card, the free space in the centre; each other cell takes a photo. It is as wide as the screen
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
}: BoardGridProps) {
  const ordered = [...cells].sort((a, b) => a.idx - b.idx);
  return (
    <ol
      aria-label="Your bingo card"
      className={cn('mx-auto grid w-full gap-1 sm:gap-2', COLUMNS[size] ?? 'grid-cols-5')}
      style={{ maxWidth: 'min(100%, max(18rem, 100svh - 17rem), 40rem)' }}
    >
      {ordered.map((cell) => (
        <li key={cell.idx} className="flex min-w-0">
          <BoardCell
            cell={cell}
            size={size}
            upload={uploads[cell.idx]}
            onFile={(file) => onFile(cell.idx, file)}
            onOpenPhoto={() => onOpenPhoto(cell.idx)}
            onOpenFailure={() => onOpenFailure(cell.idx)}
            closed={closed}
          />
        </li>
      ))}
    </ol>
  );
}
