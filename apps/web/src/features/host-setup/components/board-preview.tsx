import { CellLabel } from '@/components/game/cell-label';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

// Literal class names, so Tailwind sees them.
const COLUMNS: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };
/** Largest label size per board size; CellLabel shrinks a label to fit, down to 10 px, and never splits a word. */
const MAX_PX: Record<number, number> = { 3: 16, 4: 14, 5: 13 };

export interface BoardPreviewProps {
  /** One value per cell, row by row ('' where the labels ran out). */
  cells: readonly string[];
  size: number;
  /** Index of the free-space cell (floor(n²/2)). */
  freeSpaceIndex: number;
}

/** A bingo card as a square grid; the free space stands out and empty cells read `Cell {n}`. */
export function BoardPreview({ cells, size, freeSpaceIndex }: BoardPreviewProps) {
  return (
    <ol
      aria-label={m.setup_preview_card({ size: formatCount(size) })}
      className={cn('grid aspect-square w-full max-w-md gap-1.5 sm:gap-2', COLUMNS[size] ?? 'grid-cols-5')}
    >
      {cells.map((value, index) => {
        const free = index === freeSpaceIndex;
        const empty = !value;
        return (
          <li
            // Cells are positions: the index is their identity.
            key={index}
            data-free-space={free || undefined}
            className={cn(
              'flex min-w-0 items-center justify-center rounded-xl border p-1 text-center font-medium',
              free && 'border-violet-700 bg-violet-700 font-bold text-white shadow-inner',
              !free && empty && 'border-dashed border-slate-300 bg-slate-50 text-slate-600 italic',
              !free && !empty && 'border-slate-300 bg-white text-slate-900',
            )}
          >
            {free && <span className="sr-only">{m.setup_free_space_cell()}</span>}
            <CellLabel
              text={empty ? m.setup_cell_n({ n: formatCount(index + 1) }) : value}
              max={MAX_PX[size] ?? 13}
            />
          </li>
        );
      })}
    </ol>
  );
}
