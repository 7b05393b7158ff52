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
/**
 * Counters kept in memory at most, per route or named group, so a flood of keys cannot grow the heap. Each
 * group has its own room: a flood of new keys on one route (junk device tokens, new addresses) never drops
 * another route's live counter, such as an address's login attempts.
 */
const MEMORY_MAX_KEYS_PER_GROUP = 10_000;

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

/** One hit given back while the window is open; an ended window (no key, or no expiry) is left alone. */
const DECR_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

/** Fixed windows in this process's memory, for one route or group: the fallback while Redis is away. */
export class MemoryWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxKeys = MEMORY_MAX_KEYS_PER_GROUP) {}

  incr(key: string, timeWindow: number, now = Date.now()): Counted {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      this.makeRoom(now);
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  /** The count of a window that is still open, 0 for none. */
  peek(key: string, now = Date.now()) {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? window.count : 0;
  }

  /** Gives one hit back to a window that is still open (a request that turned out not to count). */
  decr(key: string, now = Date.now()) {
    const window = this.windows.get(key);
    if (window && window.endsAt > now && window.count > 0) window.count -= 1;
  }

  /**
   * Room for one more key: ended windows go first; only when every window is still open does the one opened
   * longest ago go. Maps iterate in insertion order, and a group's windows all have one length, so the first
   * keys are the first to end.
   */
  private makeRoom(now: number) {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (window.endsAt > now) break;
      this.windows.delete(key);
    }
    if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
  }

  get size() {
    return this.windows.size;
  }
}

/** One MemoryWindows per route or named group (their names come from the code, never from a request). */
export class MemoryGroups {
  private readonly groups = new Map<string, MemoryWindows>();

  constructor(private readonly maxKeysPerGroup = MEMORY_MAX_KEYS_PER_GROUP) {}

  group(name: string): MemoryWindows {
    let windows = this.groups.get(name);
    if (!windows) {
      windows = new MemoryWindows(this.maxKeysPerGroup);
      this.groups.set(name, windows);
    }
    return windows;
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
function routeGroup(options: unknown): string {
  const info = (options as { routeInfo?: { method?: unknown; url?: unknown } } | null)?.routeInfo;
  return `${String(info?.method ?? '')}${String(info?.url ?? '')}`;
}

/** Counts of one named group, outside the plugin's per-route hooks (per-address ceilings, room-code misses). */
export interface RateLimitCounter {
  /** One more hit on `key`: its count and the milliseconds until its window ends. */
  incr: (key: string) => Promise<Counted>;
  /** One hit given back, while the window is still open (a request that turned out not to count). */
  decr: (key: string) => Promise<void>;
  /** The count of `key`'s open window (0 for none), counting nothing. */
  peek: (key: string) => Promise<number>;
}

export interface RateLimitStore {
  /** For @fastify/rate-limit's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** A counter of its own for `group`, with fixed windows of `timeWindow` ms, in the same memory or Redis. */
  counter: (group: string, timeWindow: number) => RateLimitCounter;
  /** Whether counts go to Redis right now (false without REDIS_URL, and while Redis is away). */
  usingRedis: () => boolean;
  close: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's rate-limit store's counters (RateLimitStore.counter), for limits the plugin cannot express. */
    rateLimitCounter: RateLimitStore['counter'];
  }
}

type Incr = (group: string, key: string, timeWindow: number) => Promise<Counted>;
type Decr = (group: string, key: string) => Promise<void>;
type Peek = (group: string, key: string) => Promise<number>;

function counterOf(incr: Incr, decr: Decr, peek: Peek): RateLimitStore['counter'] {
  return (group, timeWindow) => ({
    incr: (key) => incr(group, key, timeWindow),
    decr: (key) => decr(group, key),
    peek: (key) => peek(group, key),
  });
}

/**
 * The store class the plugin instantiates. It hands out a fresh result per hit: the plugin's own memory store
 * hands out its live counter, so hits that arrive together (app.inject, pipelined requests) all read the last
 * count and every one of them is refused.
 */
function storeClass(incr: Incr): FastifyRateLimitStoreCtor {
  // The plugin constructs the root store with its options (unused here) and asks it for one child per route.
  return class Store implements FastifyRateLimitStore {
    private group = '';

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      incr(this.group, key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Each route counts on its own, as with the plugin's stores.
    child(routeOptions: unknown) {
      const child = new Store();
      child.group = routeGroup(routeOptions);
      return child;
    }
  };
}

/** Counters in this process's memory: one server process, or no REDIS_URL. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const memory = new MemoryGroups();
  const incr: Incr = async (group, key, timeWindow) => memory.group(group).incr(key, timeWindow);
  const decr: Decr = async (group, key) => memory.group(group).decr(key);
  const peek: Peek = async (group, key) => memory.group(group).peek(key);
  return {
    Store: storeClass(incr),
    counter: counterOf(incr, decr, peek),
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
  const memory = new MemoryGroups();
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

  // One key per counter: RATE_LIMIT_KEY_PREFIX + route or group + ':' + the client's key.
  const redisKey = (group: string, key: string) => `${keyPrefix}${group}:${key}`;

  const incr: Incr = async (group, key, timeWindow) => {
    if (usingRedis()) {
      try {
        const reply = client.eval(INCR_SCRIPT, {
          keys: [redisKey(group, key)],
          arguments: [String(timeWindow)],
        });
        return parseReply(await withinTimeout(reply, COMMAND_TIMEOUT_MS));
      } catch (error) {
        fellBack(error);
      }
    }
    return memory.group(group).incr(key, timeWindow);
  };

  const decr: Decr = async (group, key) => {
    if (usingRedis()) {
      try {
        await withinTimeout(client.eval(DECR_SCRIPT, { keys: [redisKey(group, key)] }), COMMAND_TIMEOUT_MS);
        return;
      } catch (error) {
        fellBack(error);
      }
    }
    memory.group(group).decr(key);
  };

  const peek: Peek = async (group, key) => {
    if (usingRedis()) {
      try {
        const value = await withinTimeout(client.get(redisKey(group, key)), COMMAND_TIMEOUT_MS);
        return Number(value ?? 0) || 0;
      } catch (error) {
        fellBack(error);
      }
    }
    return memory.group(group).peek(key);
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
    counter: counterOf(incr, decr, peek),
    usingRedis,
    close: async () => {
      // The server has stopped taking requests by now: nothing waits on a count any more.
      client.destroy();
      await connecting;
    },
  };
}
