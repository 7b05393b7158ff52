/**
 * Runs at most `limit` tasks at once, and at most `perKey` of them for one key (one player): a key with more
 * waiting queues behind itself, never in front of anyone else. Waiting keys take turns (round robin): the key
 * that just finished a task goes to the back, so a player with forty uploads queued delays another player's one
 * upload by at most the tasks already running, not by its whole queue.
 */
export function createFairLimiter(limit: number, perKey: number) {
  let running = 0;
  const runningByKey = new Map<string, number>();
  // Each waiting key's starters, in turn order (a Map iterates in insertion order; re-inserting moves to the back).
  const queues = new Map<string, (() => void)[]>();

  const canStart = (key: string) => running < limit && (runningByKey.get(key) ?? 0) < perKey;
  const take = (key: string) => {
    running++;
    runningByKey.set(key, (runningByKey.get(key) ?? 0) + 1);
  };
  const toBack = (key: string) => {
    const queue = queues.get(key);
    if (!queue) return;
    queues.delete(key);
    queues.set(key, queue);
  };

  const pump = () => {
    for (const [key, queue] of [...queues]) {
      if (running >= limit) return;
      if (!canStart(key)) continue;
      const start = queue.shift();
      if (queue.length === 0) queues.delete(key);
      else toBack(key);
      if (start) {
        take(key);
        start();
      }
    }
  };

  const release = (key: string) => {
    running--;
    const left = (runningByKey.get(key) ?? 1) - 1;
    if (left === 0) runningByKey.delete(key);
    else runningByKey.set(key, left);
    toBack(key);
    pump();
  };

  async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (canStart(key) && !queues.has(key)) take(key);
    else {
      await new Promise<void>((resolve) => {
        const queue = queues.get(key);
        if (queue) queue.push(resolve);
        else queues.set(key, [resolve]);
      });
    }
    try {
      return await task();
    } finally {
      release(key);
    }
  }

  return Object.assign(run, {
    /** Tasks running now, and keys with tasks waiting (for tests and diagnostics). */
    stats: () => ({ running, waitingKeys: queues.size }),
    /** Tasks waiting for their turn, across every key. */
    waiting: () => [...queues.values()].reduce((sum, queue) => sum + queue.length, 0),
  });
}
