import type { AppContext } from '../../context';
import {
  ACTIVE_STATUSES,
  listHostGames,
  PAST_STATUSES,
  type GameRow,
} from '../../db/repositories/games.repo';
import { countPlayersByGame, cardNamesById } from '../../db/repositories/players.repo';
import { listMemberGames } from '../../db/repositories/staff.repo';
import type { TGameRole } from '@picture-bingo/shared';

/**
 * A host's active (draft, live, paused) or past (`completed`: completed, cancelled) games, newest first, with
 * player counts: the games they own and the games they hold a role in, each with the caller's role.
 */
export async function listGames(
  ctx: AppContext,
  hostUserId: string,
  which: 'active' | 'completed',
): Promise<{ game: GameRow; playerCount: number; winnerName: string | null; role: TGameRole }[]> {
  const statuses = which === 'active' ? ACTIVE_STATUSES : PAST_STATUSES;
  const owned = await listHostGames(ctx.db, hostUserId, statuses);
  const helped = await listMemberGames(ctx.db, hostUserId, statuses);
  const roleOf = new Map<string, TGameRole>(helped.map(({ game, role }) => [game.id, role]));
  const games = [...owned, ...helped.map(({ game }) => game)].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
  const counts = await countPlayersByGame(
    ctx.db,
    games.map((game) => game.id),
  );
  const winners = await cardNamesById(
    ctx.db,
    games.flatMap((game) => (game.winner_player_id ? [game.winner_player_id] : [])),
  );
  return games.map((game) => ({
    game,
    playerCount: counts.get(game.id) ?? 0,
    winnerName: game.winner_player_id ? (winners.get(game.winner_player_id) ?? null) : null,
    role: roleOf.get(game.id) ?? 'owner',
  }));
}
