import {
  RESULTS_PAGE_MAX,
  ZGallery,
  ZProgress,
  type TGallery,
  type TGalleryCard,
  type TProgress,
  roomCodeKey,
} from '@picture-bingo/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import type { GameRole } from './game-channel';
import { gameApiPath } from './paths';

/**
 * The gallery and progress of one game, for its host (bearer token) or one of its players (device token).
 * The role is part of the key: a host who also plays on this browser never mixes the two answers.
 */
export const resultsKeys = {
  all: (code: string) => ['results', roomCodeKey(code)] as const,
  gallery: (code: string, role: GameRole) => [...resultsKeys.all(code), 'gallery', role] as const,
  /** The gallery screens' pages (an infinite query), loaded GALLERY_PAGE_SIZE players at a time. */
  galleryPages: (code: string, role: GameRole) => [...resultsKeys.gallery(code, role), 'pages'] as const,
  /** Players' boards read one at a time (screens showing a player beyond their loaded pages). */
  galleryPlayers: (code: string, role: GameRole) => [...resultsKeys.gallery(code, role), 'player'] as const,
  galleryPlayer: (code: string, role: GameRole, playerId: string) =>
    [...resultsKeys.galleryPlayers(code, role), playerId] as const,
  /** The first `limit` players only (the big screen's bounded read). */
  galleryFirst: (code: string, role: GameRole, limit: number) =>
    [...resultsKeys.gallery(code, role), 'first', limit] as const,
  progress: (code: string, role: GameRole) => [...resultsKeys.all(code), 'progress', role] as const,
};

export const roleHeaders = (role: GameRole) => (role === 'player' ? playerHeaders() : undefined);

/** GET /game/:code/progress: every player's marked count, the ranking, and the leaderboard once decided. */
export const getProgress = (code: string, role: GameRole) =>
  api.get(gameApiPath(code, `/progress`), {
    schema: ZProgress,
    errorMessage: 'Failed to load progress',
    headers: roleHeaders(role),
  });

/** GET /game/:code/gallery?offset&limit: one page of players (join order), with `page` saying which of how many. */
export const getGalleryPage = (code: string, role: GameRole, offset: number, limit: number) =>
  api.get(gameApiPath(code, `/gallery?offset=${offset}&limit=${limit}`), {
    schema: ZGallery,
    errorMessage: 'Failed to load the gallery',
    headers: roleHeaders(role),
  });

/**
 * GET /game/:code/gallery?player: one player's board (`players` holds it alone) and, in `page.offset`, their place
 * in joining order. A player not in the game is a 404.
 */
export const getGalleryPlayer = (code: string, role: GameRole, playerId: string) =>
  api.get(gameApiPath(code, `/gallery?player=${encodeURIComponent(playerId)}`), {
    schema: ZGallery,
    errorMessage: "Failed to load the player's card",
    headers: roleHeaders(role),
  });

export const galleryPlayerQueryOptions = (code: string, role: GameRole, playerId: string) =>
  queryOptions<TGallery>({
    queryKey: resultsKeys.galleryPlayer(code, role, playerId),
    queryFn: () => getGalleryPlayer(code, role, playerId),
  });

/** How many players the game has in all, as the loaded pages say (the last page's count is the newest). */
/**
 * The first `size` entries of a ranking in rank order, and how many more there are: a screen that lists the top of
 * the standings (the big screen, the control room). Null while the ranking is not loaded.
 */
export function topOfRanking<T extends { rank: number }>(
  ranking: readonly T[] | null | undefined,
  size: number,
) {
  if (!ranking) return null;
  const top = [...ranking].sort((a, b) => a.rank - b.rank).slice(0, size);
  return { top, more: ranking.length - top.length };
}

export const galleryTotal = (pages: readonly TGallery[]) => {
  const last = pages.at(-1);
  return last?.page?.total ?? last?.players.length ?? 0;
};

/** How many players the loaded pages hold: where the next page starts (a removed player shifts the rest). */
export const heldPlayers = (pages: readonly TGallery[]) =>
  pages.reduce((sum, page) => sum + page.players.length, 0);

/** The first `limit` players' boards (at most RESULTS_PAGE_MAX): a bounded read of a large game. */
export const galleryFirstQueryOptions = (code: string, role: GameRole, limit = RESULTS_PAGE_MAX) =>
  queryOptions<TGallery>({
    queryKey: resultsKeys.galleryFirst(code, role, limit),
    queryFn: () => getGalleryPage(code, role, 0, limit),
  });

/**
 * Every player's board, read page by page (RESULTS_PAGE_MAX at a time), for what needs them all (Download
 * All), whatever the screen has loaded.
 */
export async function getAllGalleryPlayers(code: string, role: GameRole): Promise<TGalleryCard[]> {
  const players: TGalleryCard[] = [];
  const seen = new Set<string>();
  for (let offset = 0; ;) {
    const { players: page, page: info } = await getGalleryPage(code, role, offset, RESULTS_PAGE_MAX);
    for (const player of page) {
      // Never the same player twice, whatever happened between two pages (a page is read as it is then).
      if (!seen.has(player.id)) players.push(player);
      seen.add(player.id);
    }
    offset += page.length;
    if (page.length === 0 || offset >= (info?.total ?? 0)) return players;
  }
}

export const progressQueryOptions = (code: string, role: GameRole) =>
  queryOptions<TProgress>({
    queryKey: resultsKeys.progress(code, role),
    queryFn: () => getProgress(code, role),
  });
