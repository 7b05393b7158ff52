import {
  gameStage,
  ErrorCode,
  isSettled,
  REJECTION_UNDO_EXPIRED,
  type TCell,
  type TUndoRejectionRequest,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { takeRejectedPhoto, type RejectedPhotoRow } from '../../db/repositories/rejected-photos.repo';
import { deleteRejection } from '../../db/repositories/review.repo';
import { AppError, badRequest, conflict } from '../../errors';
import { clockOf } from '../../presenters/game';
import { isMediaKey } from '../../storage/media-store';
import { changeCell } from './change-cell';
import { cellIndex } from './review-photo';

const MEDIA_PREFIX = '/media/';

/** The media key a photo's URL names, or null. */
function keyOfUrl(url: string): string | null {
  const key = url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : '';
  return isMediaKey(key) ? key : null;
}

const expired = () => new AppError(ErrorCode.REJECTION_UNDO_EXPIRED, 410, REJECTION_UNDO_EXPIRED);

/**
 * The host takes back the rejection of the photo named by `image` within REJECT_UNDO_SECONDS: the cell gets the
 * photo back as it was (waiting for review, or counting if it had been approved) and everyone sees it live.
 * Refused, changing nothing, when the time is up or there was no such rejection (410), when the player has
 * changed the cell since (409: their new photo stays), or when the game has ended (409).
 */
export async function undoRejection(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
  rawIdx: string,
  { image }: TUndoRejectionRequest,
): Promise<TCell> {
  const idx = cellIndex(game, rawIdx);
  if (idx < 0) throw badRequest('No such cell');
  const imageKey = keyOfUrl(image);
  if (imageKey === null) throw expired();
  let kept: RejectedPhotoRow | undefined;
  return changeCell(ctx, {
    gameId: game.id,
    playerId,
    idx,
    authorize: (locked) => {
      if (isSettled(gameStage(clockOf(locked), Date.now()))) throw conflict(ErrorCode.GAME_ENDED);
    },
    prepare: async (trx, { cell, now }) => {
      // Taking the row is what claims the files: the expiry deletes only rows it takes itself.
      kept = await takeRejectedPhoto(trx, { playerId, idx, imageKey }, now);
      if (!kept) throw expired();
      if (cell.image_key !== null || cell.updated_at !== kept.rejected_at) {
        throw conflict(ErrorCode.REJECTED_CELL_CHANGED);
      }
      // A rejection taken back no longer counts as its reviewer's decision.
      await deleteRejection(trx, game.id, kept.image_key);
    },
    next: () => {
      if (!kept) throw expired();
      return {
        image_key: kept.image_key,
        thumb_key: kept.thumb_key,
        is_marked: kept.was_marked,
        rejected_reason: kept.was_rejected_reason,
      };
    },
  });
}
