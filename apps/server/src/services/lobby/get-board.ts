import type { TBoard } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { countGamePlayers, listCells, type PlayerRow } from '../../db/repositories/players.repo';
import { presentGameSummary } from '../../presenters/game';
import { presentCell, presentMyPlayer } from '../../presenters/player';

/** A player's own card, as dealt at join. */
export async function getBoard(ctx: AppContext, game: GameRow, player: PlayerRow): Promise<TBoard> {
  const [cells, playerCount] = await Promise.all([
    listCells(ctx.db, player.id),
    countGamePlayers(ctx.db, game.id),
  ]);
  return {
    player: presentMyPlayer(player),
    game: presentGameSummary(game, playerCount),
    cells: cells.map((cell) => presentCell(cell, game.board_size)),
  };
}
