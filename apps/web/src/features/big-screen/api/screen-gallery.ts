import { RESULTS_PAGE_MAX, type TGallery, roomCodeKey } from '@picture-bingo/shared';
import { queryOptions } from '@tanstack/react-query';
import { galleryFirstQueryOptions } from '@/game/game-results';
import type { WallPhoto } from '../utils/photo-wall';

/**
 * What the big screen reads of the gallery: its first page, RESULTS_PAGE_MAX players, one bounded
 * read however large the game (a game of up to that many is read whole). The wall, the BINGO! card
 * and the winner's card are read from it; photos of players beyond it come live (`livePhotosQueryOptions`).
 */
export const screenGalleryQueryOptions = (code: string) =>
  galleryFirstQueryOptions(code, 'host', RESULTS_PAGE_MAX);

/** The page holds every player of the game (a player it lacks joined after it was read). */
export const holdsWholeGame = (gallery: TGallery) =>
  gallery.players.length >= (gallery.page?.total ?? gallery.players.length);

/**
 * The wall's photos that came live from players beyond the screen's page, newest first: kept by this screen
 * only (never fetched; a reload starts from the page and what comes next).
 */
export const livePhotosQueryOptions = (code: string) =>
  queryOptions<WallPhoto[]>({
    queryKey: ['big-screen', roomCodeKey(code), 'live-photos'],
    queryFn: () => [],
    staleTime: Infinity,
    gcTime: Infinity,
  });
