import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import {
  claimRetention,
  enqueueMediaDeletions,
  listGamesPastRetention,
  listQueuedMediaDeletions,
  listRemovedPlayersWithPhotos,
  stripGamePhotos,
} from '../../db/repositories/deletions.repo';
import { clearPhotos } from '../../db/repositories/cells.repo';
import { lockGame } from '../../db/repositories/games.repo';
import { expireRejectedPhotos } from '../play/expire-rejected-photos';
import { finishMediaDeletions } from './media-deletions';
import { sweepOrphanMedia } from './sweep-orphan-media';

/** One PostgreSQL advisory lock key for the job, the same on every node ("PBRT" in ASCII). */
export const RETENTION_LOCK_KEY = 0x50425254;

const BATCH = 50;
const FILE_BATCH = 500;

export interface RetentionRun {
  /** Games whose photos this run deleted (their retention ran out). */
  games: number;
  /** Removed players of settled games whose photos this run deleted. */
  removedPlayers: number;
  /** Files this run deleted from the media store (queued ones included). */
  files: number;
  /** Files a crash left behind that this run deleted: partial writes and files no cell names. */
  orphans: number;
}

/** SQLite is one process: an in-process flag is the lock there. */
let sqliteRunning = false;

/**
 * Runs `job` if no other run holds the lock, on this node or any other: PostgreSQL's session advisory lock
 * (pg_try_advisory_lock) on one pooled connection, released in `finally` (and by PostgreSQL if the node dies);
 * on SQLite, which only one process serves, a flag. Null when another run holds it (this one skips).
 */
async function withJobLock<T>(ctx: AppContext, job: () => Promise<T>): Promise<T | null> {
  if (ctx.dbKind === 'sqlite') {
    if (sqliteRunning) return null;
    sqliteRunning = true;
    try {
      return await job();
    } finally {
      sqliteRunning = false;
    }
  }
  return ctx.db.connection().execute(async (conn: Db) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${RETENTION_LOCK_KEY}) as locked`.execute(conn);
    if (!rows[0]?.locked) return null;
    try {
      return await job();
    } finally {
      await sql`select pg_advisory_unlock(${RETENTION_LOCK_KEY})`.execute(conn);
    }
  });
}

/**
 * The retention and deletion sweep, run by every node on a timer (retention-job.ts); one run at a time across
 * nodes deletes, the others skip (null). It
 * 1. deletes the photos of completed or cancelled games that ended PHOTO_RETENTION_DAYS or more before `now`
 *    (cells keep their rows and marks, lose their image keys; the game is marked `photos_deleted_at`, so a game
 *    is done once even if two runs met: the mark is a conditional update);
 * 2. deletes the photos of players removed from games that are now settled (kept while the game ran so the host
 *    could undo the removal);
 * 3. deletes the photos whose rejection can no longer be undone (REJECT_UNDO_SECONDS passed; normally done by
 *    the rejecting node's timer, this covers a node that stopped);
 * 4. deletes every file still queued in media_deletions (a crash or storage error after an earlier commit);
 * 5. deletes what a crash left in the media store (sweep-orphan-media.ts): partial writes, and files of uploads
 *    that never committed, once an hour old.
 */
export async function runRetention(ctx: AppContext, now = new Date()): Promise<RetentionRun | null> {
  return withJobLock(ctx, async () => {
    const run: RetentionRun = { games: 0, removedPlayers: 0, files: 0, orphans: 0 };
    const at = now.toISOString();
    const endedBefore = new Date(now.getTime() - ctx.config.photoRetentionDays * 86_400_000).toISOString();

    for (;;) {
      const due = await listGamesPastRetention(ctx.db, endedBefore, BATCH);
      for (const gameId of due) {
        const claimed = await ctx.db.transaction().execute(async (trx) => {
          await lockGame(trx, ctx.dbKind, gameId);
          if (!(await claimRetention(trx, gameId, at))) return false;
          await enqueueMediaDeletions(trx, await stripGamePhotos(trx, gameId, at), at);
          return true;
        });
        if (claimed) run.games += 1;
      }
      if (due.length < BATCH) break;
    }

    for (;;) {
      const removed = await listRemovedPlayersWithPhotos(ctx.db, BATCH);
      for (const playerId of removed) {
        const cleared = await ctx.db.transaction().execute(async (trx) => {
          const game = await trx
            .selectFrom('players')
            .select('game_id')
            .where('id', '=', playerId)
            .executeTakeFirst();
          if (game) await lockGame(trx, ctx.dbKind, game.game_id);
          const keys = await clearPhotos(trx, { playerId });
          await enqueueMediaDeletions(trx, keys, at);
          return keys.length > 0;
        });
        if (cleared) run.removedPlayers += 1;
      }
      if (removed.length < BATCH) break;
    }

    run.files += (await expireRejectedPhotos(ctx, now)).files;

    for (;;) {
      const queued = await listQueuedMediaDeletions(ctx.db, at, FILE_BATCH);
      const deleted = await finishMediaDeletions(ctx, queued);
      run.files += deleted;
      // Stop when the queue is drained, or when files keep failing (they stay queued for the next run).
      if (queued.length < FILE_BATCH || deleted === 0) break;
    }

    const orphans = await sweepOrphanMedia(ctx, now);
    run.orphans = orphans.partials + orphans.files;
    return run;
  });
}
