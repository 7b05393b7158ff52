import { ZReviewQueue } from '@picture-bingo/shared/staff';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { gameApiPath } from '@/game/paths';

/** How many photos a reviewer holds at once: the one shown and the next ones, loaded ahead. */
export const HELD_PHOTOS = 3;

export const reviewQueueKey = (code: string) => ['review-queue', code] as const;

/**
 * POST /game/:code/review/next: the photos handed to this reviewer (nobody else is handed them meanwhile), the
 * queue's depth and each reviewer's decisions. Asking again keeps the ones still held; `resume` says the person
 * at the screen asked (it opened, or they tapped Continue), which keeps their photos theirs for a while, as a
 * decision does. Without it, a screen nobody acted on for a while is handed nothing (`idle`).
 */
export const takeReviewPhotos = (code: string, resume = false) =>
  api.post(
    gameApiPath(code, '/review/next'),
    { count: HELD_PHOTOS, resume },
    { schema: ZReviewQueue, errorMessage: 'Failed to load photos to review' },
  );

/** How often the queue is asked again while the page is open: new photos, the counts, and whether the role holds. */
const QUEUE_POLL_MS = 3000;

/**
 * The reviewer's share of the queue, asked again every few seconds (new photos, photos decided elsewhere, the
 * counts). Only the first ask is the person's: polling keeps nothing theirs. A 404 means their role was taken
 * away: it is not retried.
 */
export const reviewQueueQueryOptions = (code: string) =>
  queryOptions({
    queryKey: reviewQueueKey(code),
    queryFn: ({ client }) => takeReviewPhotos(code, client.getQueryData(reviewQueueKey(code)) === undefined),
    refetchInterval: (query) => (isRoleGone(query.state.error) ? false : QUEUE_POLL_MS),
    retry: (failures, error) => !isRoleGone(error) && failures < 2,
  });

/** The person at the screen asks to go on after it went idle: their share of the queue, theirs again. */
export const resumeReview = async (client: QueryClient, code: string) =>
  client.setQueryData(reviewQueueKey(code), await takeReviewPhotos(code, true));

/** The game answers 404 to someone without a role in it: the owner took it away (or the game was deleted). */
export const isRoleGone = (error: unknown) => error instanceof ApiError && error.status === 404;
