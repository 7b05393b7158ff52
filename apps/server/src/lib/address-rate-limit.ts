import { ErrorCode, ZRoomCode } from '@picture-bingo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

import { addressKey } from './device-rate-limit';
import { SlowLane } from './slow-lane';

/**
 * Per-address limits the rate-limit plugin cannot express on a route that has its own per-device limit (the
 * plugin runs one limit per route), or that count only some answers: a budget on new device sessions and joins
 * per address and game, and the room codes per address that name no game. Neither locks an address out: over
 * budget, requests wait in a slow lane (lib/slow-lane.ts). They count in the app's rate-limit
 * store (memory, or Redis shared by every node) and refuse like the plugin: 429, Retry-After,
 * `{ message, code: RATE_LIMITED }`.
 */

type Limit = { max: number; windowSeconds: number };

/** The 429 message of every rate limit, the plugin's and these. */
export const tooManyAttempts = (ttlMs: number) =>
  `Too many attempts. Try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`;

/** The plugin's headers on a refusal, and the error the error handler turns into a 429. */
function refusal(reply: FastifyReply, max: number, ttlMs: number) {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  void reply.headers({
    'x-ratelimit-limit': max,
    'x-ratelimit-remaining': 0,
    'x-ratelimit-reset': seconds,
    'retry-after': seconds,
  });
  return Object.assign(new Error(tooManyAttempts(ttlMs)), { statusCode: 429 });
}

/**
 * An onRequest hook counting the route's requests per address in `group` (routes that pass the same group
 * share one count), refused past `limit.max`: a ceiling on what one address may do, set well above what a
 * venue full of phones behind that address ever does.
 */
export function perAddressCeiling(app: FastifyInstance, group: string, limit: Limit) {
  const counter = app.rateLimitCounter(group, limit.windowSeconds * 1000);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { current, ttl } = await counter.incr(addressKey(request));
    if (current > limit.max) throw refusal(reply, limit.max, ttl);
  };
}

const RESERVED = Symbol('room-code look-up reserved');
const MISSED = Symbol('room-code look-up missed');
type Marked = FastifyRequest & { [RESERVED]?: boolean; [MISSED]?: boolean };

/** A room code that names no open game: the answer a scanner gets for nearly every guess. */
const isCodeMiss = (error: unknown) =>
  error instanceof AppError && error.code === ErrorCode.INVALID_ROOM_CODE;

/** A room code as games are keyed (upper case), or the raw text of a malformed one. */
const codeKey = (raw: unknown) => {
  const parsed = ZRoomCode.safeParse(raw);
  return parsed.success ? parsed.data : String(raw ?? '').slice(0, 32);
};

/** The route's room code (its `:code`), as games are keyed. */
const codeParam = (request: FastifyRequest) =>
  codeKey((request.params as { code?: unknown } | undefined)?.code);

/** How long a code found at an address passes there at once, over the address's misses too. */
const ADMITTED_FOR_SECONDS = 3600;

/**
 * At most `size` look-ups per address in flight on this node; the next ones wait their turn (a look-up takes
 * milliseconds), and past `queueMax` waiting they are refused. Keys with nothing in flight are dropped.
 */
export class AddressSlots {
  private readonly slots = new Map<string, { active: number; queue: Array<() => void> }>();

  constructor(
    private readonly perKey: number,
    private readonly queueMax: number,
  ) {}

  /** Whether a slot was taken (at once, or after waiting); false when too many already wait. */
  async acquire(key: string): Promise<boolean> {
    const entry = this.slots.get(key);
    if (!entry) {
      this.slots.set(key, { active: 1, queue: [] });
      return true;
    }
    if (entry.active < this.perKey) {
      entry.active += 1;
      return true;
    }
    if (entry.queue.length >= this.queueMax) return false;
    await new Promise<void>((resolve) => entry.queue.push(resolve));
    return true;
  }

  /** The slot goes to the next one waiting, if any. */
  release(key: string) {
    const entry = this.slots.get(key);
    if (!entry) return;
    const next = entry.queue.shift();
    if (next) return next();
    entry.active -= 1;
    if (entry.active === 0) this.slots.delete(key);
  }

  /** Addresses with a look-up in flight. */
  get addresses() {
    return this.slots.size;
  }
}

/** The hooks of `codeMissLimit`: one set per server, shared by every route that looks a game up by code. */
export interface CodeMissHooks {
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  onError: (request: FastifyRequest, reply: FastifyReply, error: Error) => Promise<void>;
  onSend: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** The same count for a page that looks a code up itself (a join link's HTML): never held, refused instead. */
export interface CodeMissPage {
  /** Throws the 429 when the address is over its misses and the code was not found there before. */
  enter: (request: FastifyRequest, reply: FastifyReply, code: string) => Promise<void>;
  /** The look-up's outcome: found or not (a miss). */
  leave: (request: FastifyRequest, code: string, found: boolean) => Promise<void>;
}

/**
 * Counts, per address, the room codes that name no open game (404 "Invalid room code"). A scanner's guesses
 * nearly all miss; a venue's phones looking up their game's code never do.
 *
 * Under `limit.max` misses in the window, each look-up is counted as a miss before the code is looked up and given
 * back once it turns out to be found (or fails for another reason): a burst of simultaneous guesses, on one node
 * or several, gets no more than `max` codes looked up. So that simultaneous look-ups of the right code are not
 * taken for misses meanwhile, one address has at most a quarter of `max` look-ups in flight on a node; the next
 * ones wait a few milliseconds for their turn.
 *
 * Over it, the address is never locked out: a code already found at that address (the venue's other guests typing
 * their game's code) passes at once, and a code new to the address waits in the slow lane, one per
 * `slowLaneSeconds` per address across nodes. A venue's first guest waits a few seconds, the others not at all,
 * and a scanner's look-ups stay at `max` per window plus one per turn of the lane.
 */
export function codeMissLimit(
  app: FastifyInstance,
  limit: Limit & { slowLaneSeconds: number },
): { hooks: CodeMissHooks; page: CodeMissPage } {
  const counter = app.rateLimitCounter('code-miss', limit.windowSeconds * 1000);
  const admitted = app.rateLimitCounter('code-found', ADMITTED_FOR_SECONDS * 1000);
  const lane = new SlowLane(
    app.rateLimitCounter('code-lane', limit.slowLaneSeconds * 1000),
    limit.slowLaneSeconds * 1000,
  );
  app.addHook('onClose', async () => lane.close());
  const inFlight = Math.max(1, Math.floor(limit.max / 4));
  // Look-ups wait their turn rather than be refused: a venue's burst of the right code must all be answered.
  const slots = new AddressSlots(inFlight, 5000);

  /**
   * Whether the look-up was reserved as a miss (under the budget), or passes without (a known code, or its turn
   * in the lane); throws the 429 otherwise. `wait`: whether a new code may wait for its turn.
   */
  const enter = async (request: FastifyRequest, reply: FastifyReply, code: string, wait: boolean) => {
    const key = addressKey(request);
    if (!(await slots.acquire(key))) throw refusal(reply, limit.max, 1000);
    const { current } = await counter.incr(key).catch((error: unknown) => {
      slots.release(key);
      throw error;
    });
    if (current <= limit.max) return true;
    slots.release(key);
    await counter.decr(key);
    if ((await admitted.peek(`${key}:${code}`)) > 0) return false;
    if (wait && (await lane.enter(key))) return false;
    throw refusal(reply, limit.max, lane.intervalMs);
  };

  /** A reserved look-up is given back unless it missed; a found code is remembered for the address. */
  const leave = async (
    request: FastifyRequest,
    code: string,
    reserved: boolean,
    found: boolean,
    missed: boolean,
  ) => {
    const key = addressKey(request);
    try {
      if (reserved && !missed) await counter.decr(key);
      if (found) await admitted.incr(`${key}:${code}`);
    } finally {
      if (reserved) slots.release(key);
    }
  };

  const hooks: CodeMissHooks = {
    onRequest: async (request: Marked, reply: FastifyReply) => {
      request[RESERVED] = await enter(request, reply, codeParam(request), true);
    },
    onError: async (request: Marked, _reply: FastifyReply, error: Error) => {
      if (isCodeMiss(error)) request[MISSED] = true;
    },
    // Before every answer (errors too): a look-up that found its code, or failed otherwise, is given back.
    onSend: async (request: Marked, reply: FastifyReply) => {
      if (request[RESERVED] === undefined) return;
      const reserved = request[RESERVED];
      request[RESERVED] = undefined;
      await leave(request, codeParam(request), reserved, reply.statusCode < 400, request[MISSED] === true);
    },
  };
  const page: CodeMissPage = {
    enter: async (request: Marked, reply, code) => {
      request[RESERVED] = await enter(request, reply, codeKey(code), false);
    },
    leave: async (request: Marked, code, found) => {
      if (request[RESERVED] === undefined) return;
      const reserved = request[RESERVED];
      request[RESERVED] = undefined;
      await leave(request, codeKey(code), reserved, found, !found);
    },
  };
  return { hooks, page };
}

/**
 * A budget per address (and, with `perGame`, per room code: one game's flood never spends another's) on what
 * costs the server something lasting, such as new device sessions and joins. Over it the address is not locked
 * out: the next requests wait in the slow lane, one per turn across nodes, so a venue behind a flooded address
 * waits a few seconds at most while the flood gets one request a turn.
 */
export function addressBudget(
  app: FastifyInstance,
  group: string,
  limit: Limit & { slowLaneSeconds: number },
  options: { perGame?: boolean } = {},
) {
  const counter = app.rateLimitCounter(group, limit.windowSeconds * 1000);
  const intervalMs = limit.slowLaneSeconds * 1000;
  const lane = new SlowLane(app.rateLimitCounter(`${group}-lane`, intervalMs), intervalMs);
  app.addHook('onClose', async () => lane.close());
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = options.perGame ? `${addressKey(request)}:${codeParam(request)}` : addressKey(request);
    const { current } = await counter.incr(key);
    if (current <= limit.max) return;
    if (!(await lane.enter(key))) throw refusal(reply, limit.max, intervalMs);
  };
}

/**
 * A count per key other than the address (an e-mail address: the mails one mailbox gets, whoever asks), in
 * `group`, refused past `limit.max` like the plugin's limits. Call it with the key once the body is parsed.
 */
export function perKeyLimit(app: FastifyInstance, group: string, limit: Limit) {
  const counter = app.rateLimitCounter(group, limit.windowSeconds * 1000);
  return async (key: string, reply: FastifyReply) => {
    const { current, ttl } = await counter.incr(key);
    if (current > limit.max) throw refusal(reply, limit.max, ttl);
  };
}

/**
 * Failures per key (an account's e-mail address: wrong logins, from whichever address they come), refused past
 * `limit.max` in the window. `attempt` counts the attempt before it is tried and gives it back unless `failed`
 * says it failed, so simultaneous guesses get no more than `max` tries and successful attempts never count.
 */
export function perKeyFailureLimit(app: FastifyInstance, group: string, limit: Limit) {
  const counter = app.rateLimitCounter(group, limit.windowSeconds * 1000);
  return async <T>(
    key: string,
    reply: FastifyReply,
    failed: (error: unknown) => boolean,
    run: () => Promise<T>,
  ) => {
    const { current, ttl } = await counter.incr(key);
    if (current > limit.max) throw refusal(reply, limit.max, ttl);
    try {
      const result = await run();
      await counter.decr(key);
      return result;
    } catch (error) {
      if (!failed(error)) await counter.decr(key);
      throw error;
    }
  };
}
