interface Waiting<A, R> {
  arg: A;
  settle: (result: R) => void;
  fail: (error: unknown) => void;
}

/**
 * Calls under one key served together (group commit, grouped reads): the calls that arrive in the same turn of the
 * event loop go into one run, and calls that arrive while a run is under way go into the next, up to `max` a run.
 * A run starts after every call it serves arrived, so what it reads is as fresh as each call's own read would be,
 * and a run is one call when calls are rare and grows with the load. `run` answers each call in the order of its
 * arguments; a run that throws fails every call of it.
 */
export function groupedRuns<A, R>(
  max: number,
  run: (key: string, args: A[]) => Promise<R[]>,
): (key: string, arg: A) => Promise<R> {
  const queues = new Map<string, Waiting<A, R>[]>();

  async function drain(key: string, queue: Waiting<A, R>[]) {
    while (queue.length > 0) {
      const group = queue.splice(0, max);
      try {
        const results = await run(
          key,
          group.map((w) => w.arg),
        );
        group.forEach((w, i) => w.settle(results[i]!));
      } catch (error) {
        for (const w of group) w.fail(error);
      }
    }
    queues.delete(key);
  }

  return (key, arg) =>
    new Promise<R>((settle, fail) => {
      const known = queues.get(key);
      if (known) {
        known.push({ arg, settle, fail });
        return;
      }
      const queue = [{ arg, settle, fail }];
      queues.set(key, queue);
      setImmediate(() => void drain(key, queue));
    });
}

/** One instance of `make` per owner (an app's context): queues never mix two apps of one process. */
export function perOwner<O extends object, T>(make: (owner: O) => T): (owner: O) => T {
  const made = new WeakMap<O, T>();
  return (owner) => {
    let known = made.get(owner);
    if (!known) {
      known = make(owner);
      made.set(owner, known);
    }
    return known;
  };
}
