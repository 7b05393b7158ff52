import {
  publicCell,
  rankPlayers,
  type TCell,
  type TGallery,
  type TPlayerProgress,
  type TProgress,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { presentGameSummary } from '../../presenters/game';
import { presentCell } from '../../presenters/player';
import type { CellRow } from '../../db/repositories/players.repo';
import type { GameViewer } from '../../policies/viewer';
import { galleryKey, type GalleryPlayers, type GalleryView } from './gallery-cache';
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

/** Serializes the gallery's players, remembering where each one's element is. */
function serializePlayers(
  progress: TPlayerProgress[],
  cellsOf: (playerId: string) => TCell[],
): Pick<GalleryPlayers, 'json' | 'spans'> {
  const spans = new Map<string, readonly [number, number]>();
  let json = '[';
  for (const p of progress) {
    if (json.length > 1) json += ',';
    const element = JSON.stringify({ ...p, cells: cellsOf(p.id) } satisfies TGallery['players'][number]);
    spans.set(p.id, [json.length, json.length + element.length]);
    json += element;
  }
  return { json: `${json}]`, spans };
}

/** Both views of the players' part of a game's gallery, made now from one read and kept. */
async function makeGalleries(ctx: AppContext, game: GameRow): Promise<Record<GalleryView, GalleryPlayers>> {
  // game.content_version was read before these rows, so the copies are at least as new as the version they are
  // kept at.
  const { players, cells, progress } = await loadStandings(ctx.db, game);
  const make = (view: GalleryView): GalleryPlayers => {
    const present = (cell: CellRow) => {
      const full = presentCell(cell, game.board_size);
      return view === 'host' ? full : publicCell(full);
    };
    const entry: GalleryPlayers = {
      version: game.content_version,
      boardSize: game.board_size,
      playerCount: players.length,
      progress,
      ...serializePlayers(progress, (id) => (cells.get(id) ?? []).map(present)),
    };
    ctx.galleries.set(galleryKey(game.id, view), entry);
    return entry;
  };
  return { host: make('host'), public: make('public') };
}

/**
 * The players' part of the gallery as `viewer` sees it, from the node's copies while current: the host's view,
 * or the public one with the player's own board (their photos awaiting review, a rejection's reason) as it is.
 */
async function galleryPlayersFor(
  ctx: AppContext,
  game: GameRow,
  viewer: GameViewer,
): Promise<GalleryPlayers> {
  let host = ctx.galleries.get(galleryKey(game.id, 'host'), game);
  if (viewer.role === 'host') return host ?? (await makeGalleries(ctx, game)).host;
  let shown = ctx.galleries.get(galleryKey(game.id, 'public'), game);
  if (!host || !shown) ({ host, public: shown } = await makeGalleries(ctx, game));
  const span = shown.spans.get(viewer.playerId);
  const ownSpan = host.spans.get(viewer.playerId);
  if (!span || !ownSpan) return shown;
  const own = host.json.slice(ownSpan[0], ownSpan[1]);
  if (own === shown.json.slice(span[0], span[1])) return shown;
  return { ...shown, json: shown.json.slice(0, span[0]) + own + shown.json.slice(span[1]) };
}

/**
 * GET /game/:code/gallery: every player's board with their standing, as JSON text (a TGallery). The players'
 * boards come from the node's cache (gallery-cache.ts); the game summary (its phase follows the clock) and the
 * leaderboard come from the game row of this request. Photos awaiting review are shown only to the host and to
 * the player who took them.
 */
export async function getGalleryJson(ctx: AppContext, game: GameRow, viewer: GameViewer): Promise<string> {
  const { playerCount, progress, json } = await galleryPlayersFor(ctx, game, viewer);
  const summary = JSON.stringify(presentGameSummary(game, playerCount) satisfies TGallery['game']);
  const leaderboard = JSON.stringify(
    (await leaderboardOf(ctx.db, game, progress)) satisfies TGallery['leaderboard'],
  );
  return `{"game":${summary},"players":${json},"leaderboard":${leaderboard}}`;
}
