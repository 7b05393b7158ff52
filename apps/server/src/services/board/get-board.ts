import { teammateCell, type TBoard } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { listCells, type PlayerRow } from '../../db/repositories/players.repo';
import { presentGameSummary } from '../../presenters/game';
import { presentCell, presentMyPlayer } from '../../presenters/player';
import type { BoardCells } from './board-cache';
import { cardOf } from '../../policies/team-card';
import { presentBoardTeam } from '../teams/board-team';

/** The card and player count of a board: the node's copy while current, else read now and kept. */
async function boardCells(ctx: AppContext, game: GameRow, player: PlayerRow): Promise<BoardCells> {
  const cached = ctx.boards.get(player.id, game);
  if (cached) return cached;
  // game.content_version was read before these rows, so the copy is at least as new as the version it is kept at.
  const cells = await listCells(ctx.db, player.id);
  const entry: BoardCells = {
    version: game.content_version,
    boardSize: game.board_size,
    playerCount: game.player_count,
    json: JSON.stringify(cells.map((cell) => presentCell(cell, game.board_size)) satisfies TBoard['cells']),
  };
  ctx.boards.set(player.id, entry);
  return entry;
}

/**
 * GET /game/:code/board: a player's own card, as dealt at join, as JSON text (a TBoard); a team member's is their
 * team's card, a teammate's photo shown as the room sees it until it counts (teammateCell). The cells and the
 * player count come from the node's copy (board-cache.ts); the player and the game summary (its phase follows
 * the clock) from this request's rows.
 */
export async function getBoardJson(ctx: AppContext, game: GameRow, player: PlayerRow): Promise<string> {
  const card = await cardOf(ctx.db, player);
  const { playerCount, json } = await boardCells(ctx, game, card);
  const me = JSON.stringify(presentMyPlayer(player) satisfies TBoard['player']);
  const summary = JSON.stringify(presentGameSummary(game, playerCount) satisfies TBoard['game']);
  const cameraOnly = game.camera_only === 1 ? ',"cameraOnly":true' : '';
  if (card.id === player.id) return `{"player":${me},"game":${summary},"cells":${json}${cameraOnly}}`;
  const team = JSON.stringify((await presentBoardTeam(ctx.db, game.id, card)) satisfies TBoard['team']);
  return `{"player":${me},"game":${summary},"cells":${memberView(json, player.id)}${cameraOnly},"team":${team}}`;
}

/** A team's cells (serialized) as one member may see them: a teammate's photo only once it counts. */
function memberView(json: string, memberId: string): string {
  // Only a card with a member's photo on it can hold one the member may not see yet.
  if (!json.includes('"addedBy"')) return json;
  const cells = JSON.parse(json) as TBoard['cells'];
  const shown = cells.map((cell) => teammateCell(cell, memberId));
  return shown.some((cell, i) => cell !== cells[i]) ? JSON.stringify(shown) : json;
}
