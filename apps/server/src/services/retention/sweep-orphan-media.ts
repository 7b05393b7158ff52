import type { AppContext } from '../../context';
import { listKeptMediaKeys } from '../../db/repositories/media.repo';

/**
 * Files younger than this are never orphans: an upload writes its files before the transaction that names them
 * in its cell commits, and a short undo window may keep a file for a moment. An hour is far beyond both.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

export interface OrphanSweep {
  /** Partial writes deleted (a crash in the middle of writing a file). */
  partials: number;
  /** Whole files that no cell names and no deletion is queued for, deleted. */
  files: number;
}

/**
 * Deletes what a crash (SIGKILL, power loss) left in the media store that nothing will ever delete: partial
 * writes, and files written for an upload whose transaction never committed. Only files last written more than
 * ORPHAN_MIN_AGE_MS before `now`, and never a file a cell names (a removed player's included, so an undo finds
 * it) or one queued in media_deletions (the queue deletes those, when it is due).
 */
export async function sweepOrphanMedia(ctx: AppContext, now = new Date()): Promise<OrphanSweep> {
  const before = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  const sweep: OrphanSweep = { partials: await ctx.media.deletePartials(before), files: 0 };
  for await (const page of ctx.media.list()) {
    const old = page.filter((file) => file.modifiedAt < before).map((file) => file.key);
    if (old.length === 0) continue;
    const kept = await listKeptMediaKeys(ctx.db, old);
    const orphans = old.filter((key) => !kept.has(key));
    const results = await Promise.allSettled(orphans.map((key) => ctx.media.delete(key)));
    sweep.files += results.filter((r) => r.status === 'fulfilled').length;
  }
  return sweep;
}
