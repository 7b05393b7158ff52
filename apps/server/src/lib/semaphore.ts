/** Runs at most `limit` tasks at once; the others wait their turn in order. */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    // A finishing task hands its slot straight to the next waiter, so `running` never overshoots.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
