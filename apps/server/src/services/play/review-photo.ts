import {
  centreIndex,
  type TApprovePhotosRequest,
  type TApprovePhotosResponse,
  type TCell,
  type TReviewRequest,
  isBeforeStart,
  isSettled,
  REJECT_UNDO_SECONDS,
  ErrorCode,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import { insertRejectedPhoto } from '../../db/repositories/rejected-photos.repo';
import { endLease, findLiveLease, insertReviewDecision } from '../../db/repositories/review.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import type { CellRow } from '../../db/repositories/players.repo';
import { AppError, badRequest, conflict } from '../../errors';
import { stageOf } from '../../policies/play';
import { mediaUrl } from '../../storage/media-store';
import { changeCell } from './change-cell';

/** The rules of a decision, judged on the rows as locked: the game is under way and the photo is the one seen. */
function assertReviewable(game: GameRow, cell: CellRow, image: string) {
  const stage = stageOf(game);
  if (isSettled(stage)) throw conflict(ErrorCode.GAME_ENDED);
  if (isBeforeStart(stage)) throw conflict(ErrorCode.GAME_NOT_STARTED);
  // A cell emptied since the host saw its photo (the player removed it, or it was rejected meanwhile).
  if (cell.image_key === null) throw conflict(ErrorCode.NO_PHOTO_IN_CELL);
  if (mediaUrl(cell.image_key) !== image) throw conflict(ErrorCode.PHOTO_REPLACED);
}

/**
 * Refusals that mean this one photo changed since the host saw it, or is another reviewer's for now (not that
 * nothing can be approved).
 */
const CHANGED = new Set<string>([
  ErrorCode.PHOTO_REPLACED,
  ErrorCode.NO_PHOTO_IN_CELL,
  ErrorCode.PHOTO_WITH_ANOTHER_REVIEWER,
]);

/**
 * In the deciding transaction (the game's row locked): a photo handed to another reviewer whose time is not up is
 * theirs to decide (409); otherwise the decision is recorded with who made it, and the photo's lease ends.
 */
async function recordDecision(
  trx: Db,
  game: GameRow,
  cell: CellRow,
  reviewerId: string,
  decision: 'approve' | 'reject',
  now: string,
): Promise<void> {
  if (cell.image_key === null) throw conflict(ErrorCode.NO_PHOTO_IN_CELL);
  const lease = await findLiveLease(trx, cell.player_id, cell.idx, cell.image_key, now);
  if (lease && lease.user_id !== reviewerId) throw conflict(ErrorCode.PHOTO_WITH_ANOTHER_REVIEWER);
  await endLease(trx, cell.player_id, cell.idx);
  // Approving a photo approved already changes nothing, and is not a decision of its own.
  if (decision === 'approve' && cell.is_marked === 1) return;
  await insertReviewDecision(trx, {
    game_id: game.id,
    user_id: reviewerId,
    player_id: cell.player_id,
    idx: cell.idx,
    image_key: cell.image_key,
    decision,
    decided_at: now,
  });
}

/** The index of a photo cell of this game's cards, or -1 (out of range, not a number, the free space). */
export function cellIndex(game: GameRow, raw: string | number): number {
  const idx = typeof raw === 'number' ? raw : /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  if (!Number.isInteger(idx) || idx < 0 || idx >= game.board_size * game.board_size) return -1;
  return idx === centreIndex(game.board_size) ? -1 : idx;
}

/**
 * Keeps a photo being rejected for REJECT_UNDO_SECONDS (in the rejecting transaction): its keys and the cell as it
 * was, so undo-rejection.ts can restore it; its files are deleted once the time is up (expire-rejected-photos.ts).
 */
async function keepRejectedPhoto(trx: Db, game: GameRow, cell: CellRow, now: string): Promise<void> {
  if (cell.image_key === null) throw conflict(ErrorCode.NO_PHOTO_IN_CELL);
  await insertRejectedPhoto(trx, {
    image_key: cell.image_key,
    thumb_key: cell.thumb_key,
    game_id: game.id,
    player_id: cell.player_id,
    idx: cell.idx,
    was_marked: cell.is_marked,
    was_rejected_reason: cell.rejected_reason,
    rejected_at: now,
    undo_until: new Date(Date.parse(now) + REJECT_UNDO_SECONDS * 1000).toISOString(),
  });
}

/**
 * The host approves a photo (the cell counts) or rejects it (cell empty, the player is told why; its files are
 * kept for REJECT_UNDO_SECONDS so the host can undo, then deleted), judging the photo named by `image`: one
 * replaced meanwhile is not judged (409). An approved photo can still be rejected later. Allowed until the game
 * is over, including after time-up, so photos sent in time can be judged.
 */
export async function reviewPhoto(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
  rawIdx: string,
  { decision, image, reason }: TReviewRequest,
  /** Who decides (the owner, a co-host or a moderator): recorded with the decision. */
  reviewerId: string,
): Promise<TCell> {
  const idx = cellIndex(game, rawIdx);
  if (idx < 0) throw badRequest('No such cell');
  const rejecting = decision === 'reject';
  const cell = await changeCell(ctx, {
    gameId: game.id,
    playerId,
    idx,
    rejected: rejecting,
    authorize: (locked, _player, cell) => assertReviewable(locked, cell, image),
    prepare: async (trx, change) => {
      await recordDecision(trx, change.game, change.cell, reviewerId, decision, change.now);
      if (rejecting) await keepRejectedPhoto(trx, change.game, change.cell, change.now);
    },
    keepReplaced: rejecting,
    next: (_locked, cell) =>
      rejecting
        ? { image_key: null, thumb_key: null, is_marked: 0, rejected_reason: reason ?? '' }
        : { image_key: cell.image_key, thumb_key: cell.thumb_key, is_marked: 1, rejected_reason: null },
  });
  if (rejecting) ctx.rejections.wakeAt(new Date(Date.now() + REJECT_UNDO_SECONDS * 1000));
  return cell;
}

/**
 * "Approve all" (or all of one player's): approves each listed photo that is still the one the host saw and
 * still waiting; a photo replaced, removed or already judged meanwhile is skipped and counted. Each photo is its
 * own change (the player's completion and live events as for a single approval).
 */
export async function approvePhotos(
  ctx: AppContext,
  game: GameRow,
  { photos }: TApprovePhotosRequest,
  /** Who decides: recorded with each approval. */
  reviewerId: string,
): Promise<TApprovePhotosResponse> {
  let approved = 0;
  let skipped = 0;
  for (const photo of photos) {
    if (cellIndex(game, photo.idx) < 0) throw badRequest('No such cell');
  }
  for (const photo of photos) {
    try {
      await changeCell(ctx, {
        gameId: game.id,
        playerId: photo.playerId,
        idx: photo.idx,
        authorize: (locked, _player, cell) => {
          assertReviewable(locked, cell, photo.image);
          if (cell.is_marked === 1) throw conflict(ErrorCode.PHOTO_REPLACED);
        },
        prepare: (trx, change) =>
          recordDecision(trx, change.game, change.cell, reviewerId, 'approve', change.now),
        next: (_locked, cell) => ({
          image_key: cell.image_key,
          thumb_key: cell.thumb_key,
          is_marked: 1,
          rejected_reason: null,
        }),
      });
      approved += 1;
    } catch (error) {
      // The game ended or never started: nothing more can be approved, and the host is told why.
      const changed = error instanceof AppError && (error.status === 404 || CHANGED.has(error.code));
      if (!changed) throw error;
      skipped += 1;
    }
  }
  return { approved, skipped };
}
