import type { TCell, TCellUpdate, TGallery } from '@picture-bingo/shared';

/** Whether cell copy `a` is older than `b` (both stamped): a live update never replaces a newer copy. */
export const isOlder = (a: TCell, b: TCell) =>
  a.updatedAt !== null && b.updatedAt !== null && Date.parse(a.updatedAt) < Date.parse(b.updatedAt);

/**
 * A live cell change put into the cached gallery (the wall is read from it), with the player's marked count.
 * A copy older than the one held is ignored; null when the player is not in the gallery (refetch it then).
 */
export function galleryWithCell(gallery: TGallery, update: TCellUpdate): TGallery | null {
  const player = gallery.players.find((p) => p.id === update.playerId);
  if (!player) return null;
  const cells = player.cells.map((cell) =>
    cell.idx === update.cell.idx && !isOlder(update.cell, cell) ? update.cell : cell,
  );
  const changed = { ...player, cells, markedCount: update.markedCount };
  return { ...gallery, players: gallery.players.map((p) => (p.id === changed.id ? changed : p)) };
}
