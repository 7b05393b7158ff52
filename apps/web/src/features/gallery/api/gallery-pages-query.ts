import { GALLERY_PAGE_SIZE, type TGallery } from '@picture-bingo/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { GameRole } from '@/game/game-channel';
import { galleryTotal, getGalleryPage, heldPlayers, resultsKeys } from '@/game/game-results';

/**
 * The gallery screens: the first GALLERY_PAGE_SIZE players, then the next page on demand. Here rather than in
 * game/game-results.ts, which every page's first download holds: only the gallery screens need TanStack Query's
 * infinite queries.
 */
export const galleryPagesQueryOptions = (code: string, role: GameRole) =>
  infiniteQueryOptions({
    queryKey: resultsKeys.galleryPages(code, role),
    queryFn: ({ pageParam }) => getGalleryPage(code, role, pageParam, GALLERY_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (_last: TGallery, pages: TGallery[]) => {
      const held = heldPlayers(pages);
      return held < galleryTotal(pages) ? held : undefined;
    },
  });
