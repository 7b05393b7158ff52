import type { TCell } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { changeCell } from './change-cell';
import { assertOwnCellWritable, type CardWriter } from './upload-cell-image';

/** The player (or a member of the card's team) takes the photo out of a cell: its files are deleted and the cell no longer counts. */
export function removeCellImage(
  ctx: AppContext,
  game: GameRow,
  writer: CardWriter,
  idx: number,
): Promise<TCell> {
  return changeCell(ctx, {
    gameId: game.id,
    playerId: writer.card.id,
    idx,
    ...(writer.member ? { actorId: writer.member.id } : {}),
    authorize: (locked, me) => assertOwnCellWritable(locked, me),
    next: () => ({ image_key: null, thumb_key: null, is_marked: 0, rejected_reason: null, added_by: null }),
  });
}
