import type { RateLimitCounter } from './rate-limit-store';

/** Requests held per key on one node; a newer one pushes the oldest out, and one that saw this many turns go by. */
const QUEUE_MAX = 8;
/** The longest a request is held before it is refused, whatever the interval. */
const MAX_WAIT_MS = 30_000;

/** `turns`: the turns this node gave to other waiters of the key while this one waited. */
type Waiter = { resolve: (granted: boolean) => void; timer: NodeJS.Timeout; turns: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A slow lane per key (an address, or an address and a game) for requests over the key's budget: one request per
 * `intervalMs` goes on, across every node (a window of its own in the rate-limit store: the first hit of each
 * window goes), and the others are held on this node until their turn. The newest waiter goes first and at most
 * QUEUE_MAX wait per key on a node: the oldest is refused when a newer one pushes it out, or once it has seen
 * `QUEUE_MAX` turns given to others. Turns are counted, not timed, so a late timer never refuses a request whose
 * turn is next; a clock bound of four times those turns (30 s at most) covers turns taken on other nodes, which this one
 * does not see. So a flood held in the lane never keeps someone arriving after it waiting more than one turn, and
 * what comes through the lane stays at one request per interval however many are sent.
 */
export class SlowLane {
  private readonly waiting = new Map<string, Waiter[]>();
  private readonly pumping = new Set<string>();
  private closed = false;

  constructor(
    private readonly counter: RateLimitCounter,
    readonly intervalMs: number,
  ) {}

  /** Whether the request's turn came (true) or it was refused: pushed out, waited too long, or shutting down. */
  enter(key: string): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const list = this.waiting.get(key) ?? [];
      this.waiting.set(key, list);
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(
          () => {
            const index = list.indexOf(waiter);
            if (index >= 0) list.splice(index, 1);
            resolve(false);
          },
          Math.min(MAX_WAIT_MS, this.intervalMs * QUEUE_MAX * 4),
        ),
        turns: 0,
      };
      list.push(waiter);
      if (list.length > QUEUE_MAX) this.settle(list.shift(), false);
      void this.pump(key);
    });
  }

  /** Requests held on this node (all keys). */
  get held() {
    let count = 0;
    for (const list of this.waiting.values()) count += list.length;
    return count;
  }

  /** Every held request is refused; no more are held. */
  close() {
    this.closed = true;
    for (const list of this.waiting.values()) for (const waiter of list.splice(0)) this.settle(waiter, false);
    this.waiting.clear();
  }

  private settle(waiter: Waiter | undefined, granted: boolean) {
    if (!waiter) return;
    clearTimeout(waiter.timer);
    waiter.resolve(granted);
  }

  /** One loop per key on this node: takes each turn as its window opens and gives it to the newest waiter. */
  private async pump(key: string) {
    if (this.pumping.has(key)) return;
    this.pumping.add(key);
    try {
      for (let list = this.waiting.get(key); list && list.length > 0; list = this.waiting.get(key)) {
        // A store that fails lets the request through, as every other limit does.
        const { current, ttl } = await this.counter.incr(key).catch(() => ({ current: 1, ttl: 0 }));
        if (current === 1) {
          this.settle(list.pop(), true);
          for (const waiter of list.splice(0)) {
            waiter.turns += 1;
            if (waiter.turns >= QUEUE_MAX) this.settle(waiter, false);
            else list.push(waiter);
          }
        } else await sleep(Math.max(10, Math.min(ttl, this.intervalMs)));
      }
    } finally {
      this.pumping.delete(key);
      if (this.waiting.get(key)?.length === 0) this.waiting.delete(key);
    }
  }
}
