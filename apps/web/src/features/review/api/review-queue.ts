import { ZReviewQueue } from '@picture-bingo/shared/team';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many photos a reviewer holds at once: the one shown and the next ones, loaded ahead. */
export const HELD_PHOTOS = 3;

export const reviewQueueKey = (code: string) => ['review-queue', code] as const;

/**
 * POST /game/:code/review/next: the photos handed to this reviewer (nobody else is handed them meanwhile), the
 * queue's depth and each reviewer's decisions. Asking again keeps the ones still held.
 */
export const takeReviewPhotos = (code: string) =>
  api.post(
    `/game/${encodeURIComponent(code)}/review/next`,
    { count: HELD_PHOTOS },
    { schema: ZReviewQueue, errorMessage: 'Failed to load photos to review' },
  );

/** The reviewer's share of the queue; asked again every few seconds while they hold nothing (new photos). */
export const reviewQueueQueryOptions = (code: string) =>
  queryOptions({
    queryKey: reviewQueueKey(code),
    queryFn: () => takeReviewPhotos(code),
    refetchInterval: (query) => ((query.state.data?.photos.length ?? 0) === 0 ? 3000 : false),
  });
