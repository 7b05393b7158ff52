/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** Wakes a little after an undo time ends, so a clock read at the deadline itself is past it. */
const AFTER_MS = 100;

/** This node's one timer that deletes rejected photos once their undo time is over. */
export interface RejectionExpiry {
  /** Runs the expiry at `at` (or earlier, if it is already due earlier). */
  wakeAt(at: Date): void;
  /** Stops the timer and waits for a run in progress (the database is closed next). */
  stop(): Promise<void>;
}

/**
 * `run` deletes what is due and answers when the next undo time ends (it re-reads the table, so rejections made
 * on other nodes are seen too). A failed run is reported and retried at the next wake-up or sweep.
 */
export function createRejectionExpiry(
  run: () => Promise<{ next: Date | undefined }>,
  onError: (error: unknown) => void,
): RejectionExpiry {
  let timer: NodeJS.Timeout | null = null;
  let due = Infinity;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const fire = () => {
    timer = null;
    due = Infinity;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .then(({ next }) => {
        if (next) wakeAt(next);
      }, onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wakeAt(new Date());
        }
      });
  };

  function wakeAt(at: Date) {
    if (stopped) return;
    const when = at.getTime() + AFTER_MS;
    if (timer && due <= when) return;
    if (timer) clearTimeout(timer);
    due = when;
    timer = setTimeout(fire, Math.min(MAX_DELAY_MS, Math.max(0, when - Date.now())));
    // A pending expiry never keeps the process alive: the sweep finishes it after a restart.
    timer.unref();
  }

  return {
    wakeAt,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
