import type { AppContext } from '../context';
import type { GameRow } from '../db/repositories/games.repo';
import { findGameByShareToken } from '../db/repositories/results-sharing.repo';
import { notFound } from '../errors';

export const RESULTS_NOT_FOUND = 'Results not found';

/** What a share token looks like (services/results/set-results-sharing.ts: 128 bits, base64url). */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The game a results link names, only while its host shares the results; anything else (a malformed or unknown
 * token, sharing off, a cancelled draft) is the same 404, so links cannot be probed.
 */
export async function requireSharedGame(ctx: AppContext, rawToken: unknown): Promise<GameRow> {
  const game =
    typeof rawToken === 'string' && SHARE_TOKEN.test(rawToken)
      ? await findGameByShareToken(ctx.db, rawToken)
      : undefined;
  if (!game || game.results_shared !== 1 || game.paid !== 1) throw notFound(RESULTS_NOT_FOUND);
  return game;
}
