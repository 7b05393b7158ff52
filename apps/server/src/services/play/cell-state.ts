import type { CellRow } from '../../db/repositories/players.repo';

/**
 * A cell counts on its card (and its photo is shown to the game) when it is marked and nothing holds it: a photo
 * being checked, or held for a person by the safety check or by guests' reports, counts on nobody's card until it
 * passes or a person approves it. Every count, win and list of the game's photos (results, albums, zips) asks here.
 */
export const countsOnCard = (cell: Pick<CellRow, 'is_marked' | 'hold'>): boolean =>
  cell.is_marked === 1 && !cell.hold;

/** A photo in the cell that does not count yet: awaiting the host's review, being checked, or held. */
export const awaitsDecision = (cell: Pick<CellRow, 'image_key' | 'is_marked' | 'hold'>): boolean =>
  cell.image_key !== null && !countsOnCard(cell);
