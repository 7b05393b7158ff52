import { ZReviewQueue } from '@picture-bingo/shared/staff';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { gameApiPath } from '@/game/paths';

/** How many photos a reviewer holds at once: the one shown and the next ones, loaded ahead. */
export const HELD_PHOTOS = 3;

export const reviewQueueKey = (code: string) => ['review-queue', code] as const;

/**
 * POST /game/:code/review/next: the photos handed to this reviewer (nobody else is handed them meanwhile), the
 * queue's depth and each reviewer's decisions. Asking again keeps the ones still held.
 */
export const takeReviewPhotos = (code: string) =>
  api.post(
    gameApiPath(code, '/review/next'),
    { count: HELD_PHOTOS },
    { schema: ZReviewQueue, errorMessage: 'Failed to load photos to review' },
  );

/** How often the queue is asked again while the page is open: new photos, the counts, and whether the role holds. */
const QUEUE_POLL_MS = 3000;

/**
 * The reviewer's share of the queue, asked again every few seconds (which keeps the photos on screen theirs). A
 * 404 means their role was taken away: it is not retried.
 */
export const reviewQueueQueryOptions = (code: string) =>
  queryOptions({
    queryKey: reviewQueueKey(code),
    queryFn: () => takeReviewPhotos(code),
    refetchInterval: (query) => (isRoleGone(query.state.error) ? false : QUEUE_POLL_MS),
    retry: (failures, error) => !isRoleGone(error) && failures < 2,
  });

/** The game answers 404 to someone without a role in it: the owner took it away (or the game was deleted). */
export const isRoleGone = (error: unknown) => error instanceof ApiError && error.status === 404;
