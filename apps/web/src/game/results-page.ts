import {
  ZAlbumLink,
  ZResults,
  ZResultsSharing,
  type TAlbumLayout,
  type TResults,
} from '@picture-bingo/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GameRole } from './game-channel';
import { resultsKeys, roleHeaders } from './game-results';
import { gameApiPath } from './paths';

// The results page, its sharing and the photo album: apart from game-results.ts, so the gallery and
// progress screens, which import that, do not carry these schemas.
/** GET /game/:code/results: the results page's winners, standings and approved photos (host and players). */
export const getResults = (code: string, role: GameRole) =>
  api.get(gameApiPath(code, `/results`), {
    schema: ZResults,
    errorMessage: 'Failed to load the results',
    headers: roleHeaders(role),
  });

export const resultsQueryOptions = (code: string, role: GameRole) =>
  queryOptions<TResults>({
    queryKey: [...resultsKeys.all(code), 'results', role],
    queryFn: () => getResults(code, role),
  });

/** GET /results/shared/:token: the same for anyone with the link, while the host shares it. */
export const sharedResultsQueryOptions = (token: string) =>
  queryOptions<TResults>({
    queryKey: ['shared-results', token],
    queryFn: () =>
      api.get(`/results/shared/${encodeURIComponent(token)}`, {
        schema: ZResults,
        errorMessage: 'Failed to load the results',
      }),
    retry: false,
  });

/** PUT /game/:code/results/sharing (the host): anyone with the link may see the results, or not. */
export const setResultsSharing = (code: string, shared: boolean) =>
  api.put(
    gameApiPath(code, `/results/sharing`),
    { shared },
    { schema: ZResultsSharing, errorMessage: 'Failed to change sharing' },
  );

/** Whose album to download: a game's (its host or a player) or a shared results link's. */
export type AlbumSource = { code: string; role: GameRole } | { shareToken: string };

/** POST …/album/link: a short-lived link to the album zip, its name, photo count and size. */
export const getAlbumLink = (source: AlbumSource, by: TAlbumLayout) =>
  'shareToken' in source
    ? api.post(`/results/shared/${encodeURIComponent(source.shareToken)}/album/link?by=${by}`, undefined, {
        schema: ZAlbumLink,
        errorMessage: 'Failed to prepare the photo album',
      })
    : api.post(gameApiPath(source.code, `/album/link?by=${by}`), undefined, {
        schema: ZAlbumLink,
        errorMessage: 'Failed to prepare the photo album',
        headers: roleHeaders(source.role),
      });

/** The page anyone may open while the host shares the results; the origin from `useShareBase`. */
export const sharedResultsUrl = (origin: string, token: string) => `${origin}/results/shared/${token}`;
