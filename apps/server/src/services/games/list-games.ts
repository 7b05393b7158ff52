import type { AppContext } from '../../context';
import {
  ACTIVE_STATUSES,
  listHostGames,
  PAST_STATUSES,
  type GameRow,
} from '../../db/repositories/games.repo';
import { countPlayersByGame } from '../../db/repositories/players.repo';

/** A host's active (draft, live, paused) or past (`completed`: completed, cancelled) games, newest first, with player counts. */
export async function listGames(
  ctx: AppContext,
  hostUserId: string,
  which: 'active' | 'completed',
): Promise<{ game: GameRow; playerCount: number }[]> {
  const games = await listHostGames(ctx.db, hostUserId, which === 'active' ? ACTIVE_STATUSES : PAST_STATUSES);
  const counts = await countPlayersByGame(
    ctx.db,
    games.map((game) => game.id),
  );
  return games.map((game) => ({ game, playerCount: counts.get(game.id) ?? 0 }));
}
