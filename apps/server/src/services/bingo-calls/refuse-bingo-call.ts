import { ErrorCode, type TBingoCall } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { answerBingoCall, findBingoCall } from '../../db/repositories/bingo-calls.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import { conflict, refuse } from '../../errors';
import { presentBingoCall } from '../../presenters/bingo-call';
import { publishBingoAnswered } from '../../realtime/publish';

/**
 * "Not valid — keep playing": the owner or a co-host answers an open call with a reason. The card's phones and
 * every staff screen hear of it; the card may call again.
 */
export async function refuseBingoCall(
  ctx: AppContext,
  game: GameRow,
  userId: string,
  callId: string,
  reason: string,
): Promise<TBingoCall> {
  const call = await findBingoCall(ctx.db, game.id, callId);
  if (!call) throw refuse(ErrorCode.BINGO_CALL_NOT_FOUND);
  const at = new Date().toISOString();
  const answer = { status: 'refused' as const, reason, decided_at: at, decided_by: userId };
  if (!(await answerBingoCall(ctx.db, call.id, answer))) throw conflict(ErrorCode.BINGO_CALL_ANSWERED);
  const answered = presentBingoCall({ ...call, ...answer }, game);
  publishBingoAnswered(ctx, game.id, answered);
  return answered;
}
