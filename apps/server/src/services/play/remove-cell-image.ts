import type { TCell } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import type { PlayerRow } from '../../db/repositories/players.repo';
import { changeCell } from './change-cell';
import { assertOwnCellWritable } from './upload-cell-image';

/** The player takes the photo out of one of their cells: its files are deleted and the cell no longer counts. */
export function removeCellImage(
  ctx: AppContext,
  game: GameRow,
  player: PlayerRow,
  idx: number,
): Promise<TCell> {
  return changeCell(ctx, {
    gameId: game.id,
    playerId: player.id,
    idx,
    authorize: (locked, me) => assertOwnCellWritable(locked, me),
    next: () => ({ image_key: null, thumb_key: null, is_marked: 0, rejected_reason: null }),
  });
}
