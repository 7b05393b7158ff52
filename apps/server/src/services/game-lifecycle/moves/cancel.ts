import { BINGO_CALL_GAME_CANCELLED, GAME_NOT_FOUND } from '@picture-bingo/shared';
import type { AppContext } from '../../../context';
import { closeOpenCalls } from '../../../db/repositories/bingo-calls.repo';
import { clearPhotos } from '../../../db/repositories/cells.repo';
import { enqueueMediaDeletions } from '../../../db/repositories/deletions.repo';
import { findGameById, lockGame, updateGame, type GameRow } from '../../../db/repositories/games.repo';
import { notFound } from '../../../errors';
import { presentBingoCall } from '../../../presenters/bingo-call';
import { presentGameSummary } from '../../../presenters/game';
import { finishMediaDeletions } from '../../retention/media-deletions';
import { publishMove } from '../publish-move';
import { assertTransition } from '../transitions';

/**
 * Cancels a game that has not finished; it moves to Past Games and its photos are deleted. The game row is
 * locked like every other writer of the game's cells, so an upload either lands before (and is deleted with
 * the rest) or is refused after. BINGO! calls still waiting are closed with the reason `game-cancelled`, and their
 * cards' phones told.
 */
export async function cancelGame(ctx: AppContext, game: GameRow): Promise<GameRow> {
  assertTransition(game, 'cancel', 'owner', new Date());
  const { updated, photoKeys, closed } = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    if (!locked) throw notFound(GAME_NOT_FOUND);
    const at = new Date();
    assertTransition(locked, 'cancel', 'owner', at);
    const now = at.toISOString();
    await updateGame(trx, game.id, { status: 'CANCELLED', phase: 'finished', completed_at: now });
    const photoKeys = await clearPhotos(trx, { gameId: game.id });
    // Queued with the commit: the sweep deletes what a crash before deleteMediaFiles would leave.
    await enqueueMediaDeletions(trx, photoKeys, now);
    const closed = await closeOpenCalls(trx, game.id, BINGO_CALL_GAME_CANCELLED, now);
    return { updated: (await findGameById(trx, game.id)) ?? locked, photoKeys, closed };
  });
  await finishMediaDeletions(ctx, photoKeys);
  // Lobby screens learn the game is over; the closed calls' phones why.
  publishMove(ctx, game.id, 'cancel', {
    'game:updated': [presentGameSummary(updated, updated.player_count)],
    'bingo:answered': closed.map((call) => presentBingoCall(call, updated)),
  });
  return updated;
}
