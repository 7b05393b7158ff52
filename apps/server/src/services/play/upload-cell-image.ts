import { ErrorCode, type TCell } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import type { PlayerRow } from '../../db/repositories/players.repo';
import { conflict, insufficientStorage, refuse } from '../../errors';
import type { ProcessedImage } from '../../images/process-image';

import { assertPlayable } from '../../policies/play';
import { deleteMediaFiles, newMediaKeys } from '../../storage/media-store';
import { changeCell } from './change-cell';
import { startSafetyCheck } from './safety-check';
import { captureNoteOf, captureTimeOf, type TCaptureInput } from './capture-note';

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
 * Who writes a card and what they saw: the card (a player's own, or their team's) and, on a team's card, the
 * member writing and the photo key the phone showed in the cell (null: empty).
 */
export interface CardWriter {
  card: PlayerRow;
  /** The member writing their team's card; absent on an individual's own card. */
  member?: PlayerRow;
  /** The photo the member's phone showed in the cell (its media key), null when it showed it empty. */
  saw?: string | null;
}

/**
 * On a team's card, a photo goes in only where the member's phone saw what the cell holds: of two members filling
 * one cell at once, the first wins and the other is told (their photo stays on their phone to place elsewhere).
 */
export function assertCellAsSeen(writer: CardWriter, cell: { image_key: string | null }) {
  if (!writer.member) return;
  if ((cell.image_key ?? null) !== (writer.saw ?? null)) throw conflict(ErrorCode.CELL_TAKEN_BY_TEAMMATE);
}

/**
 * Stores a processed photo (and its thumbnail) under fresh random keys and puts it in the player's cell,
 * replacing any photo there. It counts at once unless the host reviews photos. Files stored for a change that
 * was then refused (the game paused meanwhile…) are deleted again. When the photo was taken (`told` by the phone
 * where the file cannot say) is kept for a camera-only game's moderators.
 */
export async function uploadCellImage(
  ctx: AppContext,
  game: GameRow,
  writer: CardWriter,
  idx: number,
  photo: ProcessedImage,
  told: Omit<TCaptureInput, 'exifTime'> = { phoneOffsetMinutes: null, phoneTakenAt: null },
): Promise<TCell> {
  const player = writer.card;
  const capturedAt = captureTimeOf({ ...told, exifTime: photo.exifTime });
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
      ...(writer.member ? { actorId: writer.member.id } : {}),
      authorize: (locked, me, cell) => {
        assertOwnCellWritable(locked, me);
        assertCellAsSeen(writer, cell);
      },
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
          added_by: writer.member?.id ?? null,
          captured_at: capturedAt,
          capture_note: captureNoteOf(locked, capturedAt),
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
