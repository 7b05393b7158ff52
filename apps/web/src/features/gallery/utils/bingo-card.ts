import type { TCell } from '@picture-bingo/shared';

/** The caller's card as BINGO! hands it to the gallery (navigation state): what the waiting screen draws. */
export interface TBingoCard {
  boardSize: number;
  cells: Pick<TCell, 'idx' | 'value' | 'isMarked' | 'thumb'>[];
}

/** The BINGO! card in a history entry's state, or null when the state holds none (or anything else). */
export function bingoCardOf(state: unknown): TBingoCard | null {
  if (typeof state !== 'object' || state === null || !('bingoCard' in state)) return null;
  const card = (state as { bingoCard: unknown }).bingoCard;
  if (typeof card !== 'object' || card === null) return null;
  const { boardSize, cells } = card as { boardSize?: unknown; cells?: unknown };
  if (typeof boardSize !== 'number' || !Array.isArray(cells)) return null;
  const valid = cells.every(
    (c: unknown) =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as TCell).idx === 'number' &&
      typeof (c as TCell).value === 'string' &&
      typeof (c as TCell).isMarked === 'boolean',
  );
  return valid ? { boardSize, cells: cells as TBingoCard['cells'] } : null;
}
