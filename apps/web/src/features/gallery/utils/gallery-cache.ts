import type { TCell, TCellUpdate, TGallery, TGalleryCard } from '@picture-bingo/shared';

const isOlder = (a: TCell, b: TCell) =>
  a.updatedAt !== null && b.updatedAt !== null && Date.parse(a.updatedAt) < Date.parse(b.updatedAt);

/**
 * Replaces one player in the gallery. Every other player (and the cells array of untouched players) keeps its
 * identity, so their memoised cards do not render again.
 */
function patchPlayer(
  gallery: TGallery,
  playerId: string,
  patch: (player: TGalleryCard) => TGalleryCard,
): TGallery | null {
  const i = gallery.players.findIndex((player) => player.id === playerId);
  if (i < 0) return null;
  const next = patch(gallery.players[i]);
  if (next === gallery.players[i]) return gallery;
  const players = gallery.players.slice();
  players[i] = next;
  return { ...gallery, players };
}

/**
 * A live cell change put into a page of the gallery. Null when that player is not on it (another page, or they
 * joined after it loaded). A copy older than the one held is ignored (events and fetches race).
 */
export function applyCellUpdate(gallery: TGallery, update: TCellUpdate): TGallery | null {
  return patchPlayer(gallery, update.playerId, (player) => {
    const current = player.cells.find((cell) => cell.idx === update.cell.idx);
    if (current && isOlder(update.cell, current)) return player;
    const cells = current
      ? player.cells.map((cell) => (cell === current ? update.cell : cell))
      : [...player.cells, update.cell];
    return { ...player, cells, markedCount: update.markedCount };
  });
}

/** A player's card met the win condition. */
export function applyPlayerCompleted(
  gallery: TGallery,
  { playerId, completedAt, first }: { playerId: string; completedAt: string; first: boolean },
): TGallery | null {
  return patchPlayer(gallery, playerId, (player) => ({
    ...player,
    status: 'completed',
    completedAt,
    first: player.first || first,
  }));
}
