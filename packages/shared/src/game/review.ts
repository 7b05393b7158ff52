import type { TCell } from '../schemas/player';

/** A photo the host has not approved yet (photo review on): only its player and the host may see it. */
export const isAwaitingReview = (cell: Pick<TCell, 'image' | 'isMarked'>) =>
  cell.image !== null && !cell.isMarked;

/**
 * A cell as the game's other players (and the big screen) may see it: a photo awaiting review shows as an empty
 * cell, and why the host rejected a photo stays between the host and its player.
 */
export function publicCell(cell: TCell): TCell {
  const { rejectedReason: _private, ...rest } = cell;
  return isAwaitingReview(cell) ? { ...rest, image: null, thumb: null, updatedAt: null } : rest;
}
