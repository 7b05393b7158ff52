import { ErrorCode, type TCell } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import type { PlayerRow } from '../../db/repositories/players.repo';
import { insufficientStorage, refuse } from '../../errors';
import type { ProcessedImage } from '../../images/process-image';

import { assertPlayable } from '../../policies/play';
import { deleteMediaFiles, newMediaKeys } from '../../storage/media-store';
import { changeCell } from './change-cell';
import { startSafetyCheck } from './safety-check';

/** Rules for a player changing their own card, as checked inside the transaction. */
export function assertOwnCellWritable(game: GameRow, player: PlayerRow) {
  if (player.status === 'removed') throw refuse(ErrorCode.REMOVED_FROM_GAME);
  assertPlayable(game);
}

export const STORAGE_FULL = 'The server has no room for more photos right now. Please tell the host.';

/** A full disk (or quota) is the server's state, not a fault in the request: 507 with words the player can act on. */
function storageError(error: unknown): unknown {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return insufficientStorage(STORAGE_FULL, { cause: error });
  }
  return error;
}

/**
 * Stores a processed photo (and its thumbnail) under fresh random keys and puts it in the player's cell,
 * replacing any photo there. It counts at once unless the host reviews photos. Files stored for a change that
 * was then refused (the game paused meanwhile…) are deleted again.
 */
export async function uploadCellImage(
  ctx: AppContext,
  game: GameRow,
  player: PlayerRow,
  idx: number,
  photo: ProcessedImage,
): Promise<TCell> {
  const keys = newMediaKeys();
  const stored = await Promise.allSettled([
    ctx.media.put(keys.image, photo.image, 'image/webp'),
    ctx.media.put(keys.thumb, photo.thumb, 'image/webp'),
  ]);
  const failed = stored.find((result) => result.status === 'rejected');
  if (failed) {
    // One of the two may have been written: neither is any use alone.
    await deleteMediaFiles(ctx.media, [keys.image, keys.thumb]);
    throw storageError(failed.reason);
  }
  let checking: GameRow['safety_check'] = 'off';
  let cell: TCell;
  try {
    cell = await changeCell(ctx, {
      gameId: game.id,
      playerId: player.id,
      idx,
      authorize: (locked, me) => assertOwnCellWritable(locked, me),
      next: (locked) => {
        checking = locked.safety_check;
        return {
          image_key: keys.image,
          thumb_key: keys.thumb,
          // Not counting, and kept from everyone but its player and the moderators, until the safety check has
          // seen it (then as the review setting says: safety-check.ts).
          is_marked: locked.photo_review || checking !== 'off' ? 0 : 1,
          rejected_reason: null,
          hold: checking === 'off' ? null : 'checking',
        };
      },
    });
  } catch (error) {
    await deleteMediaFiles(ctx.media, [keys.image, keys.thumb]);
    throw error;
  }
  // Off the request path: the answer does not wait for the check.
  if (checking !== 'off')
    startSafetyCheck(ctx, { gameId: game.id, playerId: player.id, idx, imageKey: keys.image }, photo.thumb);
  return cell;
}
