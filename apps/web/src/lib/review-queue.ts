import { z, ZPendingPhoto, type TPendingPhoto } from '@picture-bingo/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { useGameChannel } from './game-channel';
import { gameKeys } from './host-game';

/**
 * The host's review queue (photo review on): read by the review screen and by the pending-count badges of the
 * host's screens, so it lives here rather than in one feature.
 */
export const reviewKey = (code: string) => [...gameKeys.host(code), 'review'] as const;

/** GET /game/:code/review: photos waiting for the host's decision, oldest first. */
export const getPendingPhotos = (code: string) =>
  api.get(`/game/${encodeURIComponent(code)}/review`, {
    schema: z.array(ZPendingPhoto),
    errorMessage: 'Failed to load the photos to review',
  });

export const pendingPhotosQueryOptions = (code: string) =>
  queryOptions<TPendingPhoto[]>({ queryKey: reviewKey(code), queryFn: () => getPendingPhotos(code) });

/**
 * The review queue kept live (its own socket): refetched when a cell changes (an upload, a decision made in
 * another tab) or the socket comes back.
 */
export function useLiveReviewQueue(code: string) {
  const queryClient = useQueryClient();
  const query = useQuery(pendingPhotosQueryOptions(code));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reviewKey(code) });
  const live = useGameChannel(code, 'host', { onCellUpdated: refresh, onReconnected: refresh });
  return { query, live, refresh };
}
