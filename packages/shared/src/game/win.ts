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

const linesBySize = new Map<number, number[][]>();
function linesOf(boardSize: number) {
  let lines = linesBySize.get(boardSize);
  if (!lines) {
    lines = cardLines(boardSize);
    linesBySize.set(boardSize, lines);
  }
  return lines;
}

/** How many distinct rows, columns and diagonals of the card are fully marked (lines may share a cell). */
export function completeLineCount(marked: readonly boolean[], boardSize: number): number {
  if (marked.length !== boardSize * boardSize) return 0;
  return linesOf(boardSize).filter((line) => line.every((i) => marked[i])).length;
}

/**
 * Whether a card meets the win condition: 'full' needs every cell marked; 'line' any full row, column or
 * diagonal; 'two-lines' two distinct ones (they may cross, sharing a cell). `marked[i]` is cell i's isMarked (the
 * free space counts as marked).
 */
export function meetsWinCondition(marked: readonly boolean[], boardSize: number, condition: TWinCondition) {
  if (marked.length !== boardSize * boardSize) return false;
  if (condition === 'full') return marked.every(Boolean);
  return completeLineCount(marked, boardSize) >= (condition === 'two-lines' ? 2 : 1);
}

/** Win conditions from the easiest to the hardest (a full card has every line; two lines include a line). */
export const WIN_CONDITIONS_BY_STRENGTH: readonly TWinCondition[] = ['line', 'two-lines', 'full'];

/** How hard a condition is: 1 line, 2 two lines, 3 full card. */
export const winConditionStrength = (condition: TWinCondition) =>
  WIN_CONDITIONS_BY_STRENGTH.indexOf(condition) + 1;

/** Marked cells that are not the free space: the progress count "x / n²−1". */
export function markedCount(marked: readonly boolean[], boardSize: number): number {
  const centre = Math.floor((boardSize * boardSize) / 2);
  return marked.reduce((sum, m, i) => sum + (m && i !== centre ? 1 : 0), 0);
}
