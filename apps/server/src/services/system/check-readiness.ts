import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/repositories/health.repo';
import { serviceUnavailable } from '../../errors';

/** One answer for every reason (draining, database, Redis): the reason is the operator's, in the log. */
export const NOT_READY = 'Not ready';

/** A database that takes longer than this to answer `select 1` counts as unreachable. */
const DATABASE_PING_TIMEOUT_MS = 2000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this node should get new requests: not while it drains, and only while it reaches its database and
 * (with REDIS_URL) Redis. Throws 503 "Not ready" otherwise, logging why.
 */
export async function checkReadiness(
  ctx: AppContext,
  redisReady: () => boolean,
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  if (ctx.lifecycle.draining) throw serviceUnavailable(NOT_READY);
  if (ctx.config.redisUrl && !redisReady()) {
    log.warn({}, 'readiness: redis unreachable');
    throw serviceUnavailable(NOT_READY);
  }
  try {
    await withinTimeout(pingDatabase(ctx.db), DATABASE_PING_TIMEOUT_MS);
  } catch (error) {
    log.warn({ err: error }, 'readiness: database unreachable');
    throw serviceUnavailable(NOT_READY);
  }
}
