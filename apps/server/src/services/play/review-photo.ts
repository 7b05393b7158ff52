import {
  centreIndex,
  type TCell,
  type TReviewRequest,
  GAME_ENDED,
  isBeforeStart,
  isSettled,
  NOT_STARTED,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { badRequest, conflict } from '../../errors';
import { stageOf } from '../../policies/play';
import { changeCell } from './change-cell';

/**
 * The host approves a photo (the cell counts) or rejects it (files deleted, cell empty, the player is told).
 * Allowed until the game is over, including after time-up, so photos sent in time can still be judged.
 */
export function reviewPhoto(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
  rawIdx: string,
  decision: TReviewRequest['decision'],
): Promise<TCell> {
  const idx = /^\d{1,3}$/.test(rawIdx) ? Number(rawIdx) : -1;
  if (idx < 0 || idx >= game.board_size * game.board_size || idx === centreIndex(game.board_size)) {
    throw badRequest('No such cell');
  }
  return changeCell(ctx, {
    gameId: game.id,
    playerId,
    idx,
    rejected: decision === 'reject',
    authorize: (locked, _player, cell) => {
      const stage = stageOf(locked);
      if (isSettled(stage)) throw conflict(GAME_ENDED);
      if (isBeforeStart(stage)) throw conflict(NOT_STARTED);
      if (cell.image_key === null) throw conflict('There is no photo in that cell');
    },
    next: (_locked, cell) =>
      decision === 'approve'
        ? { image_key: cell.image_key, thumb_key: cell.thumb_key, is_marked: 1 }
        : { image_key: null, thumb_key: null, is_marked: 0 },
  });
}
