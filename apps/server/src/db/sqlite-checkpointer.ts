import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer copies the WAL's new pages into the database file. */
export const CHECKPOINT_INTERVAL_MS = 100;

/**
 * WAL pages (4 KiB, about 64 MiB) past which the serving connection checkpoints by itself after a commit.
 *
 * A passive checkpoint copies what was committed before it started; the WAL starts over only when a write
 * begins while the WAL is fully copied, which a stream of commits without a pause never allows. Then the commit
 * crossing this threshold copies the few pages not yet copied and waits for the disk itself, once, as SQLite
 * does by default every 1000 pages; the next write starts the WAL over. The checkpointer never takes the
 * writer's lock (a RESTART checkpoint would: a transaction that read first then fails to write at once with
 * SQLITE_BUSY, without waiting).
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 16000;

/** SQLite's own threshold, back on the serving connection if the checkpointer stops. */
export const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

// CommonJS, run as the worker's own script (the server is bundled into one file, so no worker file to point at).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'checkpoint') {
    checkpoint();
    parentPort.postMessage('checkpointed');
  } else if (message === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  }
});
`;

export interface Checkpointer {
  /** Checkpoints now and resolves once done (tests). */
  checkpoint(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Checkpoints a WAL-mode SQLite database from a worker thread, on its own connection.
 *
 * SQLite's automatic checkpoint runs inside the commit that crosses 1000 WAL pages, on the thread that
 * committed: it copies the pages into the database file and, with `synchronous = NORMAL`, waits for the disk
 * twice (fsync of the WAL, then of the database). On this machine that made a join's commit block for 0.6 ms on
 * average and up to 42 ms (bench/http), every request waiting behind it. A PASSIVE checkpoint from another
 * connection copies what it can without blocking readers or writers, so the event loop never waits for the
 * disk. The serving connection's own automatic checkpoint stays as a far higher fallback;
 * `onFailure` hears of a checkpoint that failed and of a checkpointer that stopped by itself (the caller then
 * turns SQLite's default back on).
 */
export function startCheckpointer(
  file: string,
  onFailure: (message: string, stopped: boolean) => void,
): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      intervalMs: CHECKPOINT_INTERVAL_MS,
    },
  });
  // The checkpointer must never keep the process alive nor take it down.
  worker.unref();
  let stopped = false;
  let failed = false;
  const waiting: (() => void)[] = [];
  worker.on('message', (message: unknown) => {
    if (message === 'checkpointed') waiting.shift()?.();
    else if (typeof message === 'object' && message !== null && 'error' in message) {
      onFailure(String(message.error), false);
    }
  });
  worker.on('error', (error) => {
    failed = true;
    onFailure(error.message, true);
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      if (!stopped && !failed) onFailure('the checkpointer stopped', true);
      // A checkpointer that died answers nobody: release whoever waits for it.
      for (const resolveWaiting of waiting.splice(0)) resolveWaiting();
      resolve();
    }),
  );
  return {
    checkpoint: () =>
      stopped
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.push(resolve);
            worker.postMessage('checkpoint');
          }),
    async stop() {
      if (stopped) return exited;
      stopped = true;
      worker.postMessage('stop');
      return exited;
    },
  };
}
