import {
  GAME_ENDED,
  GAME_NOT_FOUND,
  isBeforeStart,
  type TBingoResponse,
  NOT_STARTED,
  REMOVED_FROM_GAME,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import { findPlayerById, type PlayerRow } from '../../db/repositories/players.repo';
import { forbidden, notFound, conflict } from '../../errors';

import { stageOf } from '../../policies/play';
import { publishPlayerCompleted } from '../../realtime/publish';
import { isFirstToComplete, syncCardCompletion } from './card-completion';

/**
 * BINGO! is checked against the stored card, never the client's view. The completion time is the one the
 * server recorded when the card first met the condition (so a claim after time-up still counts if the card
 * was complete in time).
 */
export async function claimBingo(ctx: AppContext, game: GameRow, player: PlayerRow): Promise<TBingoResponse> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    const me = await findPlayerById(trx, player.id);
    if (!locked || !me) throw notFound(GAME_NOT_FOUND);
    if (me.status === 'removed') throw forbidden(REMOVED_FROM_GAME);
    // A claim is judged in every stage after the start but a cancellation (time-up and paused included).
    const stage = stageOf(locked);
    if (stage === 'cancelled') throw conflict(GAME_ENDED);
    if (isBeforeStart(stage)) throw conflict(NOT_STARTED);
    const progress = await syncCardCompletion(trx, locked, me, new Date().toISOString());
    if (!progress.meets || !progress.completedAt) {
      throw conflict("Your card doesn't meet the win condition yet");
    }
    const first = await isFirstToComplete(trx, locked.id, me.id);
    return { completedAt: progress.completedAt, first, newly: progress.newlyCompleted };
  });
  if (result.newly) {
    publishPlayerCompleted(ctx, game.id, {
      playerId: player.id,
      completedAt: result.completedAt,
      first: result.first,
    });
  }
  return { accepted: true, completedAt: result.completedAt, first: result.first };
}
