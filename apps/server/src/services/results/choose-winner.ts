import { GAME_CANCELLED, isBeforeStart, type TLeaderboard, NOT_STARTED } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameChanges, GameRow } from '../../db/repositories/games.repo';
import { findPlayerById } from '../../db/repositories/players.repo';
import { notFound, conflict } from '../../errors';
import { endOfPlay, stageOf } from '../../policies/play';
import { publishWinner } from '../../realtime/publish';
import { changeGameState } from '../play/change-game-state';
import { leaderboardOf, loadStandings } from './standings';

export const WINNER_ALREADY_CHOSEN = 'The winner has already been chosen';

/**
 * The change that names `playerId` the winner of the locked game at `now`, or a 409 when the game cannot have
 * one now. Shared by the host's choice and the auto-confirm rule (claim-bingo), each inside its own lock.
 */
export function winnerChanges(locked: GameRow, now: Date, playerId: string): GameChanges {
  const stage = stageOf(locked, now.getTime());
  if (stage === 'cancelled') throw conflict(GAME_CANCELLED);
  if (stage === 'completed' || locked.winner_player_id !== null) throw conflict(WINNER_ALREADY_CHOSEN);
  if (isBeforeStart(stage)) throw conflict(NOT_STARTED);
  return {
    status: 'COMPLETED',
    phase: 'finished',
    paused_at: null,
    // The clock stops now, unless the time limit already ran out.
    ends_at: endOfPlay(locked, now),
    completed_at: now.toISOString(),
    winner_player_id: playerId,
  };
}

/** After the winner's commit: every screen of the game gets the final leaderboard, ranked from stored boards. */
export async function announceWinner(ctx: AppContext, completed: GameRow): Promise<TLeaderboard> {
  const { progress } = await loadStandings(ctx.db, completed);
  const leaderboard = await leaderboardOf(ctx.db, completed, progress);
  if (!leaderboard) throw new Error('the completed game has no winner');
  publishWinner(ctx, completed.id, leaderboard);
  return leaderboard;
}

/**
 * The host names the winner, once: the game completes (uploads close, the clock stops), and every screen of
 * the game gets the final leaderboard, ranked on the server from the stored boards.
 */
export async function chooseWinner(ctx: AppContext, game: GameRow, playerId: string): Promise<TLeaderboard> {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player || player.game_id !== game.id || player.status === 'removed') {
    throw notFound('Player not found');
  }
  const { game: completed } = await changeGameState(ctx, game.id, (locked, now) =>
    winnerChanges(locked, now, player.id),
  );
  return announceWinner(ctx, completed);
}
