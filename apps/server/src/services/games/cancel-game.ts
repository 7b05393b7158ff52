import { ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findGameById, updateGame, type GameRow } from '../../db/repositories/games.repo';
import { countGamePlayers } from '../../db/repositories/players.repo';
import { AppError } from '../../errors';
import { presentGameSummary } from '../../presenters/game';
import { publishGameUpdated } from '../../realtime/publish';

/** Cancels a game that has not finished; it moves to Past Games. */
export async function cancelGame(ctx: AppContext, game: GameRow): Promise<GameRow> {
  if (game.status === 'COMPLETED' || game.status === 'CANCELLED') {
    throw new AppError(ErrorCode.CONFLICT, 409, 'This game has already ended');
  }
  const now = new Date().toISOString();
  await updateGame(ctx.db, game.id, { status: 'CANCELLED', phase: 'finished', completed_at: now });
  const updated = (await findGameById(ctx.db, game.id)) ?? game;
  // Lobby screens learn the game is over.
  publishGameUpdated(ctx, game.id, presentGameSummary(updated, await countGamePlayers(ctx.db, game.id)));
  return updated;
}
