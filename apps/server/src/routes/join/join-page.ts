import { joinRefusal, type TGameSummary } from '@picture-bingo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { CodeMissPage } from '../../lib/address-rate-limit';
import { addressKey } from '../../lib/device-rate-limit';
import { requireJoinableGame } from '../../policies/lobby';
import { getGameSummary } from '../../services/join/get-game-summary';

/** The summary a join link's HTML carries, or null: the page then goes without it. */
export type JoinPageSummary = (
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
) => Promise<TGameSummary | null>;

const REFUSAL_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];

/**
 * The public summary of the game a join link names, for the page's HTML (apps/server/src/static.ts): the name
 * step prerendered with the game's title, and the summary the app would otherwise ask GET /api/game/:code for.
 * Under that endpoint's limits, so the page tells a scanner nothing the API would not: a code that names no game
 * counts as a miss for the address (the same count, `misses`), and found look-ups count against the same maximum
 * per address (a count of their own). Only a game a guest can join now is summarised. Otherwise (no such game,
 * ended, full, over a limit, a store that fails) the page is sent as before and the app asks the API, which
 * answers with the reason.
 */
export function joinPageSummary(
  app: FastifyInstance,
  ctx: AppContext,
  misses: CodeMissPage,
): JoinPageSummary {
  const { max, windowSeconds } = ctx.config.codeLookupRateLimit;
  const lookups = app.rateLimitCounter('join-page', windowSeconds * 1000);
  return async (request, reply, code) => {
    try {
      if ((await lookups.incr(addressKey(request))).current > max) return null;
      await misses.enter(request, reply, code);
    } catch {
      // Refused: the page itself is not a refusal.
      for (const header of REFUSAL_HEADERS) reply.removeHeader(header);
      return null;
    }
    let found = false;
    try {
      const summary = getGameSummary(await requireJoinableGame(ctx.db, code));
      found = true;
      return joinRefusal(summary) ? null : summary;
    } catch {
      return null;
    } finally {
      await misses.leave(request, code, found).catch(() => undefined);
    }
  };
}
