import {
  publicCell,
  rankCards,
  type TCell,
  type TGallery,
  type TCardProgress,
  type TProgress,
  type TResultsPage,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { notFound } from '../../errors';
import { presentGameSummary } from '../../presenters/game';
import { presentCell } from '../../presenters/player';
import type { CellRow } from '../../db/repositories/players.repo';
import type { GameViewer } from '../../policies/viewer';
import { galleryKey, type GalleryPlayers, type GalleryView } from './gallery-cache';
import { prizeAwards } from './prizes';
import { leaderboardOf, loadStandings } from './standings';

/** A page of players asked for: `offset` and `limit` (at most RESULTS_PAGE_MAX). */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** What a gallery read asks for: a page, or one player's board (the page of one at that player's place). */
export type GalleryRequest = PageRequest | { playerId: string };

/**
 * GET /game/:code/progress: each player's marked count, the ranking now, the leaderboard once decided. With a
 * page, `players` (in joining order) and `ranking` (places) hold that window only, and `page` says which.
 */
export async function getProgress(
  ctx: AppContext,
  game: GameRow,
  page: PageRequest | null = null,
): Promise<TProgress> {
  const { players, progress } = await loadStandings(ctx.db, game);
  const prizes = prizeAwards(game);
  const ranking = rankCards(progress, game.winner_player_id, game.win_mode === 'prizes' ? prizes : []);
  const leaderboard = await leaderboardOf(ctx.db, game, progress);
  const summary = presentGameSummary(game, players.length);
  if (!page) return { game: summary, players: progress, ranking, leaderboard, prizes };
  const end = page.offset + page.limit;
  return {
    game: summary,
    players: progress.slice(page.offset, end),
    ranking: ranking.slice(page.offset, end),
    leaderboard,
    prizes,
    page: { ...page, total: progress.length } satisfies TResultsPage,
  };
}

/** Serializes the gallery's players, remembering where each one's element is. */
function serializePlayers(
  progress: TCardProgress[],
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
export async function getGalleryJson(
  ctx: AppContext,
  game: GameRow,
  viewer: GameViewer,
  request: GalleryRequest | null = null,
): Promise<string> {
  const { playerCount, progress, json, page } = request
    ? await galleryPageFor(ctx, game, viewer, request)
    : { ...(await galleryPlayersFor(ctx, game, viewer)), page: null };
  const summary = JSON.stringify(presentGameSummary(game, playerCount) satisfies TGallery['game']);
  const leaderboard = JSON.stringify(
    (await leaderboardOf(ctx.db, game, progress)) satisfies TGallery['leaderboard'],
  );
  if (!page) return `{"game":${summary},"players":${json},"leaderboard":${leaderboard}}`;
  const window = JSON.stringify({ ...page, total: playerCount } satisfies TResultsPage);
  return `{"game":${summary},"players":${json},"leaderboard":${leaderboard},"page":${window}}`;
}

/**
 * One page of the gallery's players (joining order), cut from the node's copies: a screen of a 5,000-player game
 * loads the boards it shows, not all of them. The viewer's own board comes from the host's copy, as above. One
 * player's board is the page of one at their place; a player not in the game (unknown, removed) is a 404.
 */
async function galleryPageFor(ctx: AppContext, game: GameRow, viewer: GameViewer, request: GalleryRequest) {
  let host = ctx.galleries.get(galleryKey(game.id, 'host'), game);
  let shown = viewer.role === 'host' ? host : ctx.galleries.get(galleryKey(game.id, 'public'), game);
  if (!host || !shown) {
    const made = await makeGalleries(ctx, game);
    host = made.host;
    shown = viewer.role === 'host' ? made.host : made.public;
  }
  let page: PageRequest;
  if ('playerId' in request) {
    const { playerId } = request;
    const offset = shown.progress.findIndex((p) => p.id === playerId);
    if (offset === -1) throw notFound('Player not found');
    page = { offset, limit: 1 };
  } else page = request;
  const ownId = viewer.role === 'host' ? null : viewer.playerId;
  const parts: string[] = [];
  for (const p of shown.progress.slice(page.offset, page.offset + page.limit)) {
    const from = p.id === ownId ? host : shown;
    const span = from.spans.get(p.id);
    if (span) parts.push(from.json.slice(span[0], span[1]));
  }
  return { playerCount: shown.playerCount, progress: shown.progress, json: `[${parts.join(',')}]`, page };
}
