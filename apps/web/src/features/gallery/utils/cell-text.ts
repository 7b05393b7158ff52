import type { TCell } from '@picture-bingo/shared';

/** A cell's name as players read it ("Cell {n}" when the host left it without a label). */
export const cellLabel = (cell: Pick<TCell, 'idx' | 'value'>): string => cell.value || `Cell ${cell.idx + 1}`;

/** The text alternative of a player's photo. */
export const photoAlt = (cell: Pick<TCell, 'idx' | 'value'>, playerName: string): string =>
  `Photo for “${cellLabel(cell)}” by ${playerName}`;
