import type { TWinCondition } from '../schemas/game';

/** Every row, column and both diagonals of an n×n card, as lists of cell indexes. */
export function cardLines(boardSize: number): number[][] {
  const n = boardSize;
  const lines: number[][] = [];
  for (let r = 0; r < n; r++) lines.push(Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) lines.push(Array.from({ length: n }, (_, r) => r * n + c));
  lines.push(Array.from({ length: n }, (_, i) => i * n + i));
  lines.push(Array.from({ length: n }, (_, i) => i * n + (n - 1 - i)));
  return lines;
}

/**
 * Whether a card meets the win condition: 'full' needs every cell marked; 'line' any full row, column or
 * diagonal. `marked[i]` is cell i's isMarked (the free space counts as marked).
 */
export function meetsWinCondition(marked: readonly boolean[], boardSize: number, condition: TWinCondition) {
  if (marked.length !== boardSize * boardSize) return false;
  if (condition === 'full') return marked.every(Boolean);
  return cardLines(boardSize).some((line) => line.every((i) => marked[i]));
}

/** Marked cells that are not the free space: the progress count "x / n²−1". */
export function markedCount(marked: readonly boolean[], boardSize: number): number {
  const centre = Math.floor((boardSize * boardSize) / 2);
  return marked.reduce((sum, m, i) => sum + (m && i !== centre ? 1 : 0), 0);
}
