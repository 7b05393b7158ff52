import {
  gameStage,
  centreIndex,
  type TApprovePhotosRequest,
  type TApprovePhotosResponse,
  type TCell,
  type TReviewRequest,
  isBeforeStart,
  isSettled,
  REJECT_UNDO_SECONDS,
  ErrorCode,
  roleCan,
  type TApproveOutcome,
  type TGameRole,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import { insertRejectedPhoto } from '../../db/repositories/rejected-photos.repo';
import {
  endLease,
  findLiveLease,
  hasDecision,
  insertReviewDecision,
  markReviewerActive,
} from '../../db/repositories/review.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import type { CellRow } from '../../db/repositories/players.repo';
import { AppError, badRequest, conflict } from '../../errors';
import { clockOf } from '../../presenters/game';
import { isMediaKey, mediaUrl } from '../../storage/media-store';
import { reviewActiveUntil } from '../review/review-queue';
import { changeCell } from './change-cell';
import { hasCountedReports } from './photo-reports';

/** The rules of a decision, judged on the rows as locked: the game is under way and the photo is the one seen. */
function assertReviewable(game: GameRow, cell: CellRow, image: string) {
  const stage = gameStage(clockOf(game), Date.now());
  if (isSettled(stage)) throw conflict(ErrorCode.GAME_ENDED);
  if (isBeforeStart(stage)) throw conflict(ErrorCode.GAME_NOT_STARTED);
  // A cell emptied since the host saw its photo (the player removed it, or it was rejected meanwhile).
  if (cell.image_key === null) throw conflict(ErrorCode.NO_PHOTO_IN_CELL);
  if (mediaUrl(cell.image_key) !== image) throw conflict(ErrorCode.PHOTO_REPLACED);
}

/** Refusals that mean this one photo changed since the reviewer saw it (not that nothing can be approved). */
const CHANGED = new Set<string>([ErrorCode.PHOTO_REPLACED, ErrorCode.NO_PHOTO_IN_CELL]);

/** Who decides: their account (recorded with the decision) and their role in the game. */
export interface Reviewer {
  userId: string;
  role: TGameRole;
}

/**
 * In the deciding transaction (the game's row locked): a photo open on another reviewer's screen is theirs to
 * decide (409), except for those who run the game (the owner, co-hosts), who may decide any waiting photo. The
 * decision is recorded with who made it, the photo's lease ends, and the decider counts as acting (their own
 * photos stay theirs for REVIEW_LEASE_SECONDS more).
 */
async function recordDecision(
  ctx: AppContext,
  trx: Db,
  game: GameRow,
  cell: CellRow,
  reviewer: Reviewer,
  decision: 'approve' | 'reject',
  now: string,
): Promise<void> {
  if (cell.image_key === null) throw conflict(ErrorCode.NO_PHOTO_IN_CELL);
  const lease = await findLiveLease(trx, cell.player_id, cell.idx, cell.image_key, now);
  if (lease && lease.user_id !== reviewer.userId && !roleCan(reviewer.role, 'run')) {
    throw conflict(ErrorCode.PHOTO_WITH_ANOTHER_REVIEWER);
  }
  await endLease(trx, cell.player_id, cell.idx);
  await markReviewerActive(trx, game.id, reviewer.userId, reviewActiveUntil(ctx, new Date(now)));
  // Approving a photo approved already changes nothing, and is not a decision of its own.
  if (decision === 'approve' && cell.is_marked === 1) return;
  await insertReviewDecision(trx, {
    game_id: game.id,
    user_id: reviewer.userId,
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
  reviewer: Reviewer,
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
      await recordDecision(ctx, trx, change.game, change.cell, reviewer, decision, change.now);
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
 * "Approve all" (or all of one player's): approves each listed photo that is still the one the reviewer saw and
 * still waiting, and says what became of each of the others: decided meanwhile by someone else, changed by the
 * player (replaced or removed), open on another reviewer's screen (left to them unless the caller runs the game),
 * or reported by guests (left to be decided one by one, with its reports in view). Each photo is its own change (the player's completion and live events as for a single approval).
 */
export async function approvePhotos(
  ctx: AppContext,
  game: GameRow,
  { photos }: TApprovePhotosRequest,
  /** Who decides: recorded with each approval. */
  reviewer: Reviewer,
): Promise<TApprovePhotosResponse> {
  for (const photo of photos) {
    if (cellIndex(game, photo.idx) < 0) throw badRequest('No such cell');
  }
  const results: TApprovePhotosResponse['results'] = [];
  for (const photo of photos) {
    results.push({
      playerId: photo.playerId,
      idx: photo.idx,
      outcome: await approveOne(ctx, game, photo, reviewer),
    });
  }
  const count = (outcome: TApproveOutcome) => results.filter((r) => r.outcome === outcome).length;
  const approved = count('approved');
  return {
    approved,
    skipped: results.length - approved,
    decided: count('decided'),
    changed: count('changed'),
    held: count('held'),
    reported: count('reported'),
    results,
  };
}

/** A photo of a bulk approval that someone approved already: left as it is, never an error answer. */
class AlreadyApproved extends Error {}

/** A photo of a bulk approval that guests reported: it is decided one by one, with its reports in view. */
class Reported extends Error {}

/** One photo of a bulk approval, and what became of it. */
async function approveOne(
  ctx: AppContext,
  game: GameRow,
  photo: TApprovePhotosRequest['photos'][number],
  reviewer: Reviewer,
): Promise<TApproveOutcome> {
  try {
    await changeCell(ctx, {
      gameId: game.id,
      playerId: photo.playerId,
      idx: photo.idx,
      authorize: (locked, _player, cell) => {
        assertReviewable(locked, cell, photo.image);
        if (cell.is_marked === 1) throw new AlreadyApproved();
      },
      prepare: async (trx, change) => {
        if (await hasCountedReports(trx, change.cell)) throw new Reported();
        await recordDecision(ctx, trx, change.game, change.cell, reviewer, 'approve', change.now);
      },
      next: (_locked, cell) => ({
        image_key: cell.image_key,
        thumb_key: cell.thumb_key,
        is_marked: 1,
        rejected_reason: null,
      }),
    });
    return 'approved';
  } catch (error) {
    // The game ended or never started: nothing more can be approved, and the host is told why.
    if (error instanceof AlreadyApproved) return 'decided';
    if (error instanceof Reported) return 'reported';
    if (!(error instanceof AppError)) throw error;
    if (error.code === ErrorCode.PHOTO_WITH_ANOTHER_REVIEWER) return 'held';
    if (error.status !== 404 && !CHANGED.has(error.code)) throw error;
    // Gone from the cell: rejected by someone (a decision on record), or replaced or removed by the player.
    const key = mediaKeyOfUrl(photo.image);
    return key !== null && (await hasDecision(ctx.db, game.id, key)) ? 'decided' : 'changed';
  }
}

/** The stored key a reviewed photo's URL names (`/media/<key>`), or null for any other text. */
function mediaKeyOfUrl(url: string): string | null {
  const key = url.startsWith('/media/') ? url.slice('/media/'.length) : '';
  return isMediaKey(key) ? key : null;
}
