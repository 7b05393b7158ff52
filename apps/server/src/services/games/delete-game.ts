import { gameStage, GAME_NOT_FOUND, type TGameStage, ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import {
  deleteGameRow,
  enqueueMediaDeletions,
  listGamesLogoKeys,
  listGamesMediaKeys,
} from '../../db/repositories/deletions.repo';
import { lockGameToDelete, type GameRow } from '../../db/repositories/games.repo';
import { conflict, notFound } from '../../errors';
import { clockOf } from '../../presenters/game';
import { disconnectGame } from '../../realtime/publish';
import { finishMediaDeletions } from '../retention/media-deletions';

/** A draft, a cancelled or a completed game may be deleted; a live, paused or ended-but-unsettled one not. */
const deletable = (stage: TGameStage) => stage === 'draft' || stage === 'completed' || stage === 'cancelled';

/**
 * The host deletes a game: its players, cards, rejoin codes and photos go (ON DELETE CASCADE), its payments stay
 * as records (their game reference becomes null). The photo files are queued in the same transaction and deleted
 * after the commit; whatever a crash or a storage error leaves, the sweep deletes later.
 */
export async function deleteGame(ctx: AppContext, game: GameRow): Promise<void> {
  if (!deletable(gameStage(clockOf(game), Date.now()))) throw conflict(ErrorCode.GAME_STILL_RUNNING);
  const keys = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGameToDelete(trx, ctx.dbKind, game.id);
    if (!locked) throw notFound(GAME_NOT_FOUND);
    if (!deletable(gameStage(clockOf(locked), Date.now()))) throw conflict(ErrorCode.GAME_STILL_RUNNING);
    const keys = [
      ...(await listGamesMediaKeys(trx, [game.id])),
      ...(await listGamesLogoKeys(trx, [game.id])),
    ];
    await enqueueMediaDeletions(trx, keys, new Date().toISOString());
    await deleteGameRow(trx, game.id);
    return keys;
  });
  ctx.timers.clear(game.id);
  disconnectGame(ctx, [game.id]);
  await finishMediaDeletions(ctx, keys);
}
