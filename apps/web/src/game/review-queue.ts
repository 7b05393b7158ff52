import { z, ZPendingPhoto, type TPendingPhoto } from '@picture-bingo/shared';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useGameChannel, type GameListeners } from './game-channel';
import { gameKeys } from './host-game';
import { gameApiPath } from './paths';

/**
 * The host's review queue (photo review on): read by the review screen and by the pending-count badges of the
 * host's screens, so it lives here rather than in one feature.
 */
export const reviewKey = (code: string) => [...gameKeys.host(code), 'review'] as const;

/** GET /game/:code/review: photos waiting for the host's decision, oldest first. */
export const getPendingPhotos = (code: string) =>
  api.get(gameApiPath(code, `/review`), {
    schema: z.array(ZPendingPhoto),
    errorMessage: 'Failed to load the photos to review',
  });

export const pendingPhotosQueryOptions = (code: string) =>
  queryOptions<TPendingPhoto[]>({ queryKey: reviewKey(code), queryFn: () => getPendingPhotos(code) });

/** Reloads the review queue (and every count read from it): a cell changed, or the socket came back. */
export const refreshReviewQueue = (queryClient: QueryClient, code: string) =>
  void queryClient.invalidateQueries({ queryKey: reviewKey(code) });

/**
 * How many photos wait, without a socket of its own (a host's tab may hold only a few): kept live by the
 * screen's socket where it refreshes the queue (room details, the review page), and reloaded every
 * `pollMs` elsewhere.
 */
export function usePendingCount(code: string, pollMs?: number): number {
  const query = useQuery({ ...pendingPhotosQueryOptions(code), refetchInterval: pollMs ?? false });
  return query.data?.length ?? 0;
}

/** How often the review page asks again by itself: which photos are open on whose screen changes without events. */
const OPEN_ON_POLL_MS = 5000;

/**
 * The review queue kept live (its own socket): refetched when a cell changes (an upload, a decision made in
 * another tab) or the socket comes back, and every few seconds for the screens the photos are open on. The
 * screen's other `listeners` share its socket.
 */
export function useLiveReviewQueue(code: string, listeners: GameListeners = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...pendingPhotosQueryOptions(code), refetchInterval: OPEN_ON_POLL_MS });
  const refresh = () => refreshReviewQueue(queryClient, code);
  const live = useGameChannel(code, 'host', { ...listeners, onCellUpdated: refresh, onReconnected: refresh });
  return { query, live, refresh };
}
