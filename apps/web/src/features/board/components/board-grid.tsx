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
  onDismiss: (idx: number) => void;
  /** Uploads are closed: cells show, nothing can be added or changed. */
  closed?: boolean;
}

/** The n×n card, the free space in the centre; each other cell takes a photo. */
export function BoardGrid({ cells, size, uploads, onFile, onOpenPhoto, onDismiss, closed }: BoardGridProps) {
  const ordered = [...cells].sort((a, b) => a.idx - b.idx);
  return (
    <ol aria-label="Your bingo card" className={cn('grid gap-1.5 sm:gap-2', COLUMNS[size] ?? 'grid-cols-5')}>
      {ordered.map((cell) => (
        <li key={cell.idx} className="flex">
          <BoardCell
            cell={cell}
            upload={uploads[cell.idx]}
            onFile={(file) => onFile(cell.idx, file)}
            onRetry={(file) => onFile(cell.idx, file)}
            onOpenPhoto={() => onOpenPhoto(cell.idx)}
            onDismiss={() => onDismiss(cell.idx)}
            closed={closed}
          />
        </li>
      ))}
    </ol>
  );
}
