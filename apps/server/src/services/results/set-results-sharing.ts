import { randomBytes } from 'node:crypto';
import type { TResultsSharing } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findGameById, type GameRow } from '../../db/repositories/games.repo';
import { setResultsSharing } from '../../db/repositories/results-sharing.repo';
import { presentResultsSharing } from '../../presenters/results';

/** A fresh results-link token: 128 random bits, base64url (22 characters). */
export const newShareToken = () => randomBytes(16).toString('base64url');

/**
 * PUT /game/:code/results/sharing: the host lets anyone with the link see the results, or stops it. The link's
 * token is made the first time and kept, so a link handed out before works again when sharing is back on.
 */
export async function setSharing(ctx: AppContext, game: GameRow, shared: boolean): Promise<TResultsSharing> {
  await setResultsSharing(ctx.db, game.id, shared, newShareToken());
  const updated = await findGameById(ctx.db, game.id);
  return presentResultsSharing(updated ?? game);
}
