import { INVALID_ROOM_CODE } from '@picture-bingo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

import { addressKey } from './device-rate-limit';

/**
 * Per-address limits the rate-limit plugin cannot express on a route that has its own per-device limit (the
 * plugin runs one limit per route), or that count only some answers: a ceiling on new device sessions and
 * joins per address, and the room codes per address that name no game. They count in the app's rate-limit
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
  error instanceof AppError && error.status === 404 && error.message === INVALID_ROOM_CODE;

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
  onSend: (request: FastifyRequest) => Promise<void>;
}

/**
 * Route hooks counting, per address, the room codes that name no open game (404 "Invalid room code"), and
 * refusing every look-up by code from an address past `limit.max` of them. Codes that are found don't
 * count, so a venue's phones looking up their game's code never get near it; a scanner's guesses nearly all
 * miss, and it is stopped after `max` of them.
 *
 * Each look-up is counted as a miss before the code is looked up and given back once it turns out to be
 * found (or fails for another reason): a burst of simultaneous guesses, on one node or several, gets no more
 * than `max` codes looked up either. So that simultaneous look-ups of the right code are not taken for
 * misses meanwhile, one address has at most a quarter of `max` look-ups in flight on a node; the next ones
 * wait a few milliseconds for their turn instead.
 */
export function codeMissLimit(app: FastifyInstance, limit: Limit): CodeMissHooks {
  const counter = app.rateLimitCounter('code-miss', limit.windowSeconds * 1000);
  const inFlight = Math.max(1, Math.floor(limit.max / 4));
  const slots = new AddressSlots(inFlight, inFlight * 20);
  return {
    onRequest: async (request: Marked, reply: FastifyReply) => {
      const key = addressKey(request);
      if (!(await slots.acquire(key))) throw refusal(reply, limit.max, 1000);
      const { current, ttl } = await counter.incr(key).catch((error: unknown) => {
        slots.release(key);
        throw error;
      });
      if (current > limit.max) {
        slots.release(key);
        await counter.decr(key);
        throw refusal(reply, limit.max, ttl);
      }
      request[RESERVED] = true;
    },
    onError: async (request: Marked, _reply: FastifyReply, error: Error) => {
      if (isCodeMiss(error)) request[MISSED] = true;
    },
    // Before every answer (errors too): a look-up that found its code, or failed otherwise, is given back.
    onSend: async (request: Marked) => {
      if (!request[RESERVED]) return;
      request[RESERVED] = false;
      const key = addressKey(request);
      try {
        if (!request[MISSED]) await counter.decr(key);
      } finally {
        slots.release(key);
      }
    },
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
