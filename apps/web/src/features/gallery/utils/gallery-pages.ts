import type { TGallery, TGalleryCard, TGameSummary, TLeaderboard } from '@picture-bingo/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { galleryTotal, heldPlayers } from '@/game/game-results';

/** The gallery screens' cache: the pages loaded so far, each a TGallery with its `page`. */
export type GalleryPages = InfiniteData<TGallery>;

const withPages = (data: GalleryPages, pages: TGallery[]): GalleryPages => ({ ...data, pages });

/** Every player the pages hold, in joining order, each once. */
export function loadedPlayers(data: GalleryPages): TGalleryCard[] {
  if (data.pages.length === 1) return data.pages[0].players;
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.players)
    .filter((player) => !seen.has(player.id) && Boolean(seen.add(player.id)));
}

/** One page held, and it holds the whole game: every player in one answer (a small game). */
export const isWholeGame = (data: GalleryPages) =>
  data.pages.length === 1 && heldPlayers(data.pages) >= galleryTotal(data.pages);

/**
 * A change to one player, made on the page that holds them (`change` answers null for a page without them).
 * Null when no loaded page holds the player: the caller decides (a small game is fetched again; in a large one
 * "Show more players" reads them as they are by then).
 */
export function patchLoadedPlayer(
  data: GalleryPages,
  change: (page: TGallery) => TGallery | null,
): GalleryPages | null {
  for (let i = 0; i < data.pages.length; i++) {
    const next = change(data.pages[i]);
    if (!next) continue;
    if (next === data.pages[i]) return data;
    const pages = data.pages.slice();
    pages[i] = next;
    return withPages(data, pages);
  }
  return null;
}

/** The game's count moved by `by` (joins, removals of players not loaded): "Show more players" follows it. */
export function withTotalChange(data: GalleryPages, by: number): GalleryPages {
  return withPages(
    data,
    data.pages.map((page) =>
      page.page ? { ...page, page: { ...page.page, total: Math.max(0, page.page.total + by) } } : page,
    ),
  );
}

/** The host removed a player: their card leaves the page holding it, and the count goes down. */
export function withoutPlayer(data: GalleryPages, playerId: string): GalleryPages {
  const pages = data.pages.map((page) =>
    page.players.some((p) => p.id === playerId)
      ? { ...page, players: page.players.filter((p) => p.id !== playerId) }
      : page,
  );
  const held = pages.some((page, i) => page !== data.pages[i]);
  // A small game's count is its players; a large one's loses the removed player too.
  if (!held && isWholeGame(data)) return data;
  return withTotalChange(withPages(data, pages), -1);
}

/** A renamed player's card says the new name (a player not loaded is read with it later). */
export const renamedPlayer = (page: TGallery, player: { id: string; name: string }): TGallery | null => {
  const i = page.players.findIndex((p) => p.id === player.id);
  if (i < 0) return null;
  if (page.players[i].name === player.name) return page;
  const players = page.players.slice();
  players[i] = { ...players[i], name: player.name };
  return { ...page, players };
};

/** The game's state or its winner, on every page (the screen reads the newest page's). */
export const withGameOnPages = (data: GalleryPages, game: TGameSummary): GalleryPages =>
  withPages(
    data,
    data.pages.map((page) => ({ ...page, game })),
  );

export const withWinnerOnPages = (data: GalleryPages, leaderboard: TLeaderboard): GalleryPages =>
  withPages(
    data,
    data.pages.map((page) => ({ ...page, leaderboard })),
  );
