import type { TApprovePhotosResponse } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/**
 * What "Approve all" did, in words: how many were approved, and why each of the others was not (decided by
 * someone else, changed by its player, left to the reviewer whose screen it is open on, reported by guests and left
 * to be decided one by one). Null when every photo
 * was approved (the queue on screen says it all).
 */
export function approveSummary(result: TApprovePhotosResponse): string | null {
  if (result.skipped === 0) return null;
  const part = (count: number, words: (args: { count: number; shown: string }) => string) =>
    count > 0 ? [words({ count, shown: formatCount(count) })] : [];
  return [
    ...part(result.approved, m.review_bulk_approved),
    ...part(result.decided, m.review_bulk_decided),
    ...part(result.changed, m.review_bulk_changed),
    ...part(result.held, m.review_bulk_held),
    ...part(result.reported, m.review_bulk_reported),
  ].join(' ');
}
