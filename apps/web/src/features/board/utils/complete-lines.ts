import { cardLines, type TCell } from '@picture-bingo/shared';

/** The cells of every complete row, column or diagonal of the card (only counted cells count). */
export function completeLineCells(cells: readonly TCell[], boardSize: number): Set<number> {
  const marked = new Map(cells.map((cell) => [cell.idx, cell.isMarked]));
  return new Set(
    cardLines(boardSize)
      .filter((line) => line.every((idx) => marked.get(idx)))
      .flat(),
  );
}
