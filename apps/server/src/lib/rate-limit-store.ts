import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

type Counted = { current: number; ttl: number };
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** A Redis that answers at all answers in a millisecond; one that hangs must not hold a login up for long. */
const COMMAND_TIMEOUT_MS = 300;
/** After a failed or slow command, count in memory for this long before asking Redis again. */
const RETRY_REDIS_AFTER_MS = 1000;
/** How long start-up waits for the first connection before serving with counts in memory meanwhile. */
const CONNECT_WAIT_MS = 2000;
/** Counters kept in memory at most (the oldest go first), so a flood of keys cannot grow the heap. */
const MEMORY_MAX_KEYS = 10_000;

/**
 * One fixed window per key, like the plugin's own store: the first hit opens a window of `timeWindow` ms,
 * every hit counts, and the count starts over once the window has passed.
 */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Fixed windows in this process's memory: the fallback while Redis is away. */
export class MemoryWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxKeys = MEMORY_MAX_KEYS) {}

  incr(key: string, timeWindow: number, now = Date.now()): Counted {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + timeWindow };
      // Maps iterate in insertion order: the first key is the one whose window opened longest ago.
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  get size() {
    return this.windows.size;
  }
}

function parseReply(reply: unknown): Counted {
  if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
    return { current: reply[0], ttl: reply[1] };
  }
  throw new Error(`unexpected rate-limit reply from redis: ${JSON.stringify(reply)}`);
}

/**
 * The reply, or a rejection once `ms` have passed. The client's own command timeout stops at the moment the
 * command is written: a Redis that hangs (stopped, swapping, a dead link not yet noticed) would hold the request
 * until the connection drops. A late reply still arrives in order and is dropped.
 */
function withinTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
  });
  // The losing promise must not become an unhandled rejection.
  promise.catch(() => undefined);
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer));
}

/** The route a child store counts for (the plugin passes its merged options, with the route as routeInfo). */
function routeScope(options: unknown): string {
  const info = (options as { routeInfo?: { method?: unknown; url?: unknown } } | null)?.routeInfo;
  return `${String(info?.method ?? '')}${String(info?.url ?? '')}:`;
}

export interface RateLimitStore {
  /** For @fastify/rate-limit's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Whether counts go to Redis right now (false without REDIS_URL, and while Redis is away). */
  usingRedis: () => boolean;
  close: () => Promise<void>;
}

type Incr = (key: string, timeWindow: number) => Promise<Counted>;

/**
 * The store class the plugin instantiates. It hands out a fresh result per hit: the plugin's own memory store
 * hands out its live counter, so hits that arrive together (app.inject, pipelined requests) all read the last
 * count and every one of them is refused.
 */
function storeClass(incr: Incr): FastifyRateLimitStoreCtor {
  // The plugin constructs the root store with its options (unused here) and asks it for one child per route.
  return class Store implements FastifyRateLimitStore {
    private scope = '';

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      incr(this.scope + key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Each route counts on its own, as with the plugin's stores.
    child(routeOptions: unknown) {
      const child = new Store();
      child.scope = routeScope(routeOptions);
      return child;
    }
  };
}

/** Counters in this process's memory: one server process, or no REDIS_URL. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const memory = new MemoryWindows();
  return {
    Store: storeClass(async (key, timeWindow) => memory.incr(key, timeWindow)),
    usingRedis: () => false,
    close: async () => undefined,
  };
}

/**
 * Rate-limit counters in Redis, so every server process behind the load balancer shares one count per key.
 * If Redis is unreachable, slow or refuses a command, the limits fail open to this process's memory (the
 * per-node counts of a single-node setup) instead of refusing every request or answering 500; they go back
 * to Redis by themselves once it answers again.
 */
export async function createRedisRateLimitStore(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  // Without an offline queue a command fails at once while disconnected, instead of waiting for Redis.
  const client = createClient({
    url,
    disableOfflineQueue: true,
  });
  const memory = new MemoryWindows();
  let redisAfter = 0;
  let degraded = false;

  const fellBack = (error: unknown) => {
    redisAfter = Date.now() + RETRY_REDIS_AFTER_MS;
    if (degraded) return;
    degraded = true;
    log.warn({ err: error }, 'rate limits: redis unavailable, counting in this process until it returns');
  };
  // A dropped connection reconnects by itself; an unhandled 'error' event would end the process.
  client.on('error', (error: unknown) => {
    if (degraded) return log.debug({ err: error }, 'rate limits: redis still unavailable');
    fellBack(error);
  });
  client.on('ready', () => {
    redisAfter = 0;
    if (!degraded) return;
    degraded = false;
    log.info('rate limits: counting in redis again');
  });

  const usingRedis = () => client.isReady && Date.now() >= redisAfter;

  const incr: Incr = async (key, timeWindow) => {
    if (usingRedis()) {
      try {
        const reply = client.eval(INCR_SCRIPT, { keys: [keyPrefix + key], arguments: [String(timeWindow)] });
        return parseReply(await withinTimeout(reply, COMMAND_TIMEOUT_MS));
      } catch (error) {
        fellBack(error);
      }
    }
    return memory.incr(key, timeWindow);
  };

  const connecting = client.connect().then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS);
  });
  // Redis down at start-up does not stop the server: the client keeps trying, the limits count in memory.
  await Promise.race([connecting, waited]);
  clearTimeout(timer);

  return {
    Store: storeClass(incr),
    usingRedis,
    close: async () => {
      // The server has stopped taking requests by now: nothing waits on a count any more.
      client.destroy();
      await connecting;
    },
  };
}
