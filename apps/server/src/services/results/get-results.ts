import { rankPlayers, type TGallery, type TProgress } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { presentGameSummary } from '../../presenters/game';
import { presentCell } from '../../presenters/player';
import { leaderboardOf, loadStandings } from './standings';

/** GET /game/:code/progress: each player's marked count, the ranking now, the leaderboard once decided. */
export async function getProgress(ctx: AppContext, game: GameRow): Promise<TProgress> {
  const { players, progress } = await loadStandings(ctx.db, game);
  return {
    game: presentGameSummary(game, players.length),
    players: progress,
    ranking: rankPlayers(progress, game.winner_player_id),
    leaderboard: await leaderboardOf(ctx.db, game, progress),
  };
}

/** GET /game/:code/gallery: every player's board with their standing. */
export async function getGallery(ctx: AppContext, game: GameRow): Promise<TGallery> {
  const { players, cells, progress } = await loadStandings(ctx.db, game);
  return {
    game: presentGameSummary(game, players.length),
    players: progress.map((p) => ({
      ...p,
      cells: (cells.get(p.id) ?? []).map((cell) => presentCell(cell, game.board_size)),
    })),
    leaderboard: await leaderboardOf(ctx.db, game, progress),
  };
}
