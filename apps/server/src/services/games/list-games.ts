import type { AppContext } from '../../context';
import {
  ACTIVE_STATUSES,
  listHostGames,
  PAST_STATUSES,
  type GameRow,
} from '../../db/repositories/games.repo';
import { countPlayersByGame, playerNamesById } from '../../db/repositories/players.repo';

/** A host's active (draft, live, paused) or past (`completed`: completed, cancelled) games, newest first, with player counts. */
export async function listGames(
  ctx: AppContext,
  hostUserId: string,
  which: 'active' | 'completed',
): Promise<{ game: GameRow; playerCount: number; winnerName: string | null }[]> {
  const games = await listHostGames(ctx.db, hostUserId, which === 'active' ? ACTIVE_STATUSES : PAST_STATUSES);
  const counts = await countPlayersByGame(
    ctx.db,
    games.map((game) => game.id),
  );
  const winners = await playerNamesById(
    ctx.db,
    games.flatMap((game) => (game.winner_player_id ? [game.winner_player_id] : [])),
  );
  return games.map((game) => ({
    game,
    playerCount: counts.get(game.id) ?? 0,
    winnerName: game.winner_player_id ? (winners.get(game.winner_player_id) ?? null) : null,
  }));
}
