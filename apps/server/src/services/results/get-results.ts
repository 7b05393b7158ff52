import { rankPlayers, type TGallery, type TProgress } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { presentGameSummary } from '../../presenters/game';
import { presentCell } from '../../presenters/player';
import type { GalleryPlayers } from './gallery-cache';
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

/** The players' part of a game's gallery: the node's copy while current, else made now and kept. */
async function galleryPlayers(ctx: AppContext, game: GameRow): Promise<GalleryPlayers> {
  const cached = ctx.galleries.get(game.id, game);
  if (cached) return cached;
  // game.content_version was read before these rows, so the copy is at least as new as the version it is kept at.
  const { players, cells, progress } = await loadStandings(ctx.db, game);
  const entry: GalleryPlayers = {
    version: game.content_version,
    boardSize: game.board_size,
    playerCount: players.length,
    progress,
    json: JSON.stringify(
      progress.map((p) => ({
        ...p,
        cells: (cells.get(p.id) ?? []).map((cell) => presentCell(cell, game.board_size)),
      })) satisfies TGallery['players'],
    ),
  };
  ctx.galleries.set(game.id, entry);
  return entry;
}

/**
 * GET /game/:code/gallery: every player's board with their standing, as JSON text (a TGallery). The players'
 * boards come from the node's cache (gallery-cache.ts); the game summary (its phase follows the clock) and the
 * leaderboard come from the game row of this request.
 */
export async function getGalleryJson(ctx: AppContext, game: GameRow): Promise<string> {
  const { playerCount, progress, json } = await galleryPlayers(ctx, game);
  const summary = JSON.stringify(presentGameSummary(game, playerCount) satisfies TGallery['game']);
  const leaderboard = JSON.stringify(
    (await leaderboardOf(ctx.db, game, progress)) satisfies TGallery['leaderboard'],
  );
  return `{"game":${summary},"players":${json},"leaderboard":${leaderboard}}`;
}
