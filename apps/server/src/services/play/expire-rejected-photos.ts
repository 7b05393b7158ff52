import type { AppContext } from '../../context';
import { enqueueMediaDeletions } from '../../db/repositories/deletions.repo';
import {
  nextRejectedPhotoExpiry,
  takeExpiredRejectedPhotos,
} from '../../db/repositories/rejected-photos.repo';
import { finishMediaDeletions } from '../retention/media-deletions';

const BATCH = 200;

export interface RejectedPhotosExpiry {
  /** Files deleted by this run. */
  files: number;
  /** When the next undo time still running ends, if any. */
  next: Date | undefined;
}

/**
 * Ends the undo time of every rejected photo whose time has passed at `now`: one transaction deletes their rows
 * and queues their files in media_deletions, then the files are deleted. A crash or a failed delete after the
 * commit leaves the queue rows for the sweep, so a rejected photo's files are never kept for good nor deleted
 * while its rejection can still be undone.
 */
export async function expireRejectedPhotos(ctx: AppContext, now = new Date()): Promise<RejectedPhotosExpiry> {
  const at = now.toISOString();
  let files = 0;
  for (;;) {
    const keys = await ctx.db.transaction().execute(async (trx) => {
      const taken = await takeExpiredRejectedPhotos(trx, at, BATCH);
      await enqueueMediaDeletions(trx, taken, at);
      return taken;
    });
    files += await finishMediaDeletions(ctx, keys);
    if (keys.length === 0) break;
  }
  const next = await nextRejectedPhotoExpiry(ctx.db);
  return { files, next: next === undefined ? undefined : new Date(next) };
}
