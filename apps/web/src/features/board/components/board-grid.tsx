import type { TCell } from '@picture-bingo/shared';
import { cn } from '@/lib/cn';

const COLUMNS: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

/** The n×n card: each cell's label ("Cell {n}" when it has none), the free space in the centre highlighted. */
export function BoardGrid({ cells, size }: { cells: TCell[]; size: number }) {
  const ordered = [...cells].sort((a, b) => a.idx - b.idx);
  return (
    <ol aria-label="Your bingo card" className={cn('grid gap-1.5 sm:gap-2', COLUMNS[size] ?? 'grid-cols-5')}>
      {ordered.map((cell) => (
        <li
          key={cell.idx}
          className={cn(
            'flex aspect-square items-center justify-center rounded-xl border p-1 text-center text-xs font-medium [overflow-wrap:anywhere] sm:text-sm',
            cell.isFreeSpace
              ? 'border-violet-400 bg-violet-100 font-bold text-violet-900'
              : 'border-slate-300 bg-white text-slate-800',
          )}
        >
          {cell.value || `Cell ${cell.idx + 1}`}
          {cell.isFreeSpace && <span className="sr-only"> (free space)</span>}
        </li>
      ))}
    </ol>
  );
}
