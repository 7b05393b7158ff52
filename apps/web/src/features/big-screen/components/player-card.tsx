import { cardLines, type TCell, type TGalleryCard } from '@picture-bingo/shared';
import { cn } from '@/lib/cn';
import { CellLabel } from '@/components/game/cell-label';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** A cell's photo is shown on the projector only once it counts (unapproved photos stay private). */
const shownPhoto = (cell: TCell) => (cell.isMarked && !cell.hold && !cell.isFreeSpace ? cell.thumb : null);

/**
 * The cells of a card's complete rows, columns and diagonals (a counted photo or the free space in each), or
 * null when none is complete.
 */
export function completeLineCells(cells: readonly TCell[]): Set<number> | null {
  const size = Math.round(Math.sqrt(cells.length));
  const counts = new Map(cells.map((cell) => [cell.idx, cell.isFreeSpace || shownPhoto(cell) !== null]));
  const lines = cardLines(size).filter((line) => line.every((idx) => counts.get(idx) === true));
  return lines.length > 0 ? new Set(lines.flat()) : null;
}

/** A lit cell's frame: drawn over the cell, so a photo does not cover it. */
const Frame = () => (
  <span aria-hidden="true" className="absolute inset-0 rounded-xl ring-8 ring-amber-300 ring-inset" />
);

function Cell({ cell, lit }: { cell: TCell; lit: boolean }) {
  const label = cell.value || m.screen_cell_n({ n: formatCount(cell.idx + 1) });
  const photo = shownPhoto(cell);
  if (photo)
    return (
      <li className="relative overflow-hidden rounded-xl bg-slate-800">
        <img src={photo} alt={label} className="absolute inset-0 size-full object-cover" />
        {lit && <Frame />}
      </li>
    );
  return (
    <li
      className={cn(
        'relative flex items-center justify-center overflow-hidden rounded-xl p-2 text-center',
        cell.isFreeSpace ? 'bg-amber-300 text-slate-950' : 'bg-slate-800 text-slate-200',
      )}
    >
      <CellLabel text={label} max={40} min={24} className="font-semibold" />
      {lit && !cell.isFreeSpace && <Frame />}
    </li>
  );
}

/**
 * A player's card as the room sees it on the projector: counted photos in their cells, the other cells by label.
 * `sizeClass` sets the card's square size; `lit` cells are framed (a prize's winning lines).
 */
export function PlayerCard({
  player,
  sizeClass,
  lit,
}: {
  player: TGalleryCard;
  sizeClass: string;
  lit?: ReadonlySet<number> | null;
}) {
  const cells = [...player.cells].sort((a, b) => a.idx - b.idx);
  const columns = Math.max(1, Math.round(Math.sqrt(cells.length)));
  return (
    <ul
      aria-label={m.screen_card_of({ name: player.name })}
      className={cn('grid shrink-0 gap-2 rounded-3xl bg-slate-950 p-3', sizeClass)}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {cells.map((cell) => (
        <Cell key={cell.idx} cell={cell} lit={lit?.has(cell.idx) === true} />
      ))}
    </ul>
  );
}
