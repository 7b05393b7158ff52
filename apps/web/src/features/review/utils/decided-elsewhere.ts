import type { TReviewQueue } from '@picture-bingo/shared/staff';
import { photoKey } from '../api/pending-photos';

/**
 * Whether the photo a reviewer had on screen was decided by someone else (the owner or a co-host): the queue's new
 * answer no longer hands it to them, they did not decide it themselves, and their screen did not go idle (then
 * every photo went back to the queue, which the screen says in its own words).
 */
export function decidedElsewhere(
  shownKey: string | null,
  queue: Pick<TReviewQueue, 'photos' | 'idle'>,
  decidedHere: ReadonlySet<string>,
): boolean {
  if (shownKey === null || queue.idle || decidedHere.has(shownKey)) return false;
  return !queue.photos.some((photo) => photoKey(photo) === shownKey);
}
