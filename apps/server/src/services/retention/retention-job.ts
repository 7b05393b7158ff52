import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runRetention } from './run-retention';
import { sweepOrphanMedia } from './sweep-orphan-media';

/**
 * At start-up the media store is swept of what a crash left (sweep-orphan-media.ts); the first full run comes a
 * minute after start-up (finishing what a crash left queued), then every interval.
 */
const FIRST_RUN_MS = 60_000;

export interface RetentionJob {
  /** Stops the timers and waits for a run in progress, so the database is not closed under it. */
  stop(): Promise<void>;
}

/**
 * Runs the retention sweep on this node every RETENTION_SWEEP_MINUTES (0: never). Every node runs it; the lock in
 * runRetention lets one delete while the others skip. The timers never keep the process alive and stop with the
 * app (onClose).
 */
export function startRetentionJob(ctx: AppContext, log: FastifyBaseLogger): RetentionJob {
  const minutes = ctx.config.retentionSweepMinutes;
  if (minutes === 0) return { stop: async () => undefined };
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (stopped || running) return;
    running = runRetention(ctx)
      .then((run) => {
        if (run && (run.games > 0 || run.removedPlayers > 0 || run.files > 0 || run.orphans > 0)) {
          log.info({ retention: run }, 'retention sweep deleted photos');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'retention sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  // Safe on every node at once without the lock: it deletes only files nothing names, and a delete is idempotent.
  running = sweepOrphanMedia(ctx)
    .then((sweep) => {
      if (sweep.partials > 0 || sweep.files > 0)
        log.info({ orphans: sweep }, 'start-up sweep deleted orphan media');
    })
    .catch((error: unknown) => log.error({ err: error }, 'start-up orphan media sweep failed'))
    .finally(() => {
      running = null;
    });
  const first = setTimeout(tick, Math.min(FIRST_RUN_MS, minutes * 60_000));
  first.unref();
  const interval = setInterval(tick, minutes * 60_000);
  interval.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
