import type { AppContext } from '../../context';
import { dequeueMediaDeletions } from '../../db/repositories/deletions.repo';

/**
 * Deletes queued media files (their rows were deleted in a committed transaction that queued them) and forgets
 * the ones that are gone. A failed delete stays queued for the sweep (run-retention.ts), so no file is left behind
 * for good. Returns how many files were deleted.
 */
export async function finishMediaDeletions(ctx: AppContext, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const results = await Promise.allSettled(keys.map((key) => ctx.media.delete(key)));
  const gone = keys.filter((_, i) => results[i]?.status === 'fulfilled');
  await dequeueMediaDeletions(ctx.db, gone).catch(() => undefined);
  return gone.length;
}
