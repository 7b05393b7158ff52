import { GAME_CANCELLED, type TLeaderboard } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { findPlayerById } from '../../db/repositories/players.repo';
import { notFound, conflict } from '../../errors';
import { NOT_STARTED } from '../../policies/play';
import { publishWinner } from '../../realtime/publish';
import { changeGameState } from '../play/change-game-state';
import { leaderboardOf, loadStandings } from './standings';

export const WINNER_ALREADY_CHOSEN = 'The winner has already been chosen';

/**
 * The host names the winner, once: the game completes (uploads close, the clock stops), and every screen of
 * the game gets the final leaderboard, ranked on the server from the stored boards.
 */
export async function chooseWinner(ctx: AppContext, game: GameRow, playerId: string): Promise<TLeaderboard> {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player || player.game_id !== game.id || player.status === 'removed') {
    throw notFound('Player not found');
  }
  const { game: completed } = await changeGameState(ctx, game.id, (locked, now) => {
    if (locked.status === 'CANCELLED') throw conflict(GAME_CANCELLED);
    if (locked.status === 'COMPLETED' || locked.winner_player_id !== null) {
      throw conflict(WINNER_ALREADY_CHOSEN);
    }
    if (locked.status === 'INACTIVE' || locked.phase === 'lobby') throw conflict(NOT_STARTED);
    const at = now.toISOString();
    // The clock stops now, unless the time limit already ran out.
    const endsAt =
      locked.ends_at !== null && Date.parse(locked.ends_at) <= now.getTime() ? locked.ends_at : at;
    return {
      status: 'COMPLETED',
      phase: 'finished',
      paused_at: null,
      ends_at: endsAt,
      completed_at: at,
      winner_player_id: player.id,
    };
  });
  const { progress } = await loadStandings(ctx.db, completed);
  const leaderboard = await leaderboardOf(ctx.db, completed, progress);
  if (!leaderboard) throw new Error('the completed game has no winner');
  publishWinner(ctx, game.id, leaderboard);
  return leaderboard;
}
