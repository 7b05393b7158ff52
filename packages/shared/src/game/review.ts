import type { TCell } from '../schemas/player';

/** A photo the host has not approved yet (photo review on): only its player and the host may see it. */
export const isAwaitingReview = (cell: Pick<TCell, 'image' | 'isMarked'>) =>
  cell.image !== null && !cell.isMarked;

/**
 * A cell as the game's other players (and the big screen) may see it: a photo awaiting review, or held (being
 * checked, waiting for a person after the safety check or guests' reports), shows as an empty cell; why the host
 * rejected a photo stays between the host and its player. Every reader of other players' cells (gallery, big
 * screen, realtime frames) goes through here.
 */
export function publicCell(cell: TCell): TCell {
  const { rejectedReason: _private, hold: _held, ...rest } = cell;
  return isAwaitingReview(cell) || cell.hold ? { ...rest, image: null, thumb: null, updatedAt: null } : rest;
}

/**
 * A team's card as one member sees it: their own photos as they are, a teammate's photo as the room sees it until
 * it counts (checking, held, awaiting review or hidden by reports: the cell keeps its state, `hold` and who added it,
 * never the photo). The cell itself when nothing is kept from this viewer.
 */
export function teammateCell(cell: TCell, viewerId: string | null): TCell {
  if (!cell.addedBy || cell.addedBy === viewerId || cell.image === null) return cell;
  if (cell.isMarked && !cell.hold) return cell;
  return { ...cell, image: null, thumb: null, updatedAt: null };
}
