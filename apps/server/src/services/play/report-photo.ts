import {
  gameStage,
  ErrorCode,
  isSettled,
  type TCell,
  type TReportPhotoRequest,
  type TReportPhotoResponse,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findCell } from '../../db/repositories/cells.repo';
import { hasDecision } from '../../db/repositories/review.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import { findPlayerById, type CellRow, type PlayerRow } from '../../db/repositories/players.repo';
import { badRequest, conflict, notFound } from '../../errors';
import { clockOf } from '../../presenters/game';
import { presentCell } from '../../presenters/player';
import { mediaUrl } from '../../storage/media-store';
import { changeCell } from './change-cell';
import { countsOnCard } from './cell-state';
import { countedReports } from './photo-reports';
import { cellIndex } from './review-photo';

/** Thrown inside the write when the photo is no longer the one shown: there is nothing to hide. */
class NothingToHide extends Error {}

/** The photo named by `image` in that cell of a player of this game: its cell, or a refusal saying what changed. */
export async function photoCell(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
  rawIdx: string,
  image: string,
) {
  if (isSettled(gameStage(clockOf(game), Date.now()))) throw conflict(ErrorCode.GAME_ENDED);
  const idx = cellIndex(game, rawIdx);
  if (idx < 0) throw badRequest('No such cell');
  const owner = await findPlayerById(ctx.db, playerId);
  if (!owner || owner.game_id !== game.id || owner.status === 'removed') throw notFound('Player not found');
  const cell = await findCell(ctx.db, playerId, idx);
  if (!cell?.image_key) throw conflict(ErrorCode.NO_PHOTO_IN_CELL);
  // Named by its photo or its thumbnail (the big screen shows thumbnails).
  const named =
    image === mediaUrl(cell.image_key) || (cell.thumb_key !== null && image === mediaUrl(cell.thumb_key));
  if (!named) throw conflict(ErrorCode.PHOTO_REPLACED);
  return cell;
}

/** The photo is the reporter's own: on their own card, or on their team's. */
async function isOwnPhoto(ctx: AppContext, reporter: PlayerRow, cardId: string): Promise<boolean> {
  if (reporter.id === cardId) return true;
  if (reporter.kind !== 'member' || !reporter.team_id) return false;
  const card = await findPlayerById(ctx.db, cardId);
  return card?.kind === 'team' && card.team_id === reporter.team_id;
}

/**
 * Takes a photo the game can see off every screen until a moderator decides, with why (`hold`): written in the
 * game's transaction only while the cell still shows that photo and nothing holds it yet; every screen hears of it
 * in the next realtime frame (changeCell). False when there was nothing to hide.
 */
async function hidePhotoCell(
  ctx: AppContext,
  cell: CellRow,
  hold: 'reported' | 'hidden',
  /** Reports: when the threshold was reached; a cell a person decided on since then stays as decided. */
  reachedAt: string | null = null,
): Promise<TCell | null> {
  const owner = await findPlayerById(ctx.db, cell.player_id);
  if (!owner) return null;
  try {
    return await changeCell(ctx, {
      gameId: owner.game_id,
      playerId: cell.player_id,
      idx: cell.idx,
      authorize: (_game, _player, locked) => {
        if (locked.image_key !== cell.image_key || locked.hold) throw new NothingToHide();
        if (reachedAt !== null && locked.updated_at > reachedAt) throw new NothingToHide();
      },
      next: (_game, locked) => ({
        image_key: locked.image_key,
        thumb_key: locked.thumb_key,
        is_marked: 0,
        rejected_reason: null,
        hold,
      }),
      keepReplaced: true,
    });
  } catch (error) {
    if (error instanceof NothingToHide) return null;
    throw error;
  }
}

/**
 * A player reports a photo of the game, saying why (one report per player per photo; a second counts nothing). When as many
 * players as the game's report threshold have reported it, it leaves every screen and waits for a moderator. A
 * report of one's own photo, or from a guest who joined after the photo came, carries no weight: a throw-away
 * guest cannot hide the photos of players already there.
 */
export async function reportPhoto(
  ctx: AppContext,
  game: GameRow,
  reporter: PlayerRow,
  playerId: string,
  rawIdx: string,
  { image, reason = 'other' }: TReportPhotoRequest,
): Promise<TReportPhotoResponse> {
  const cell = await photoCell(ctx, game, playerId, rawIdx, image);
  if (await isOwnPhoto(ctx, reporter, playerId)) return { hidden: false };
  const imageKey = cell.image_key ?? '';
  await ctx.db
    .insertInto('photo_reports')
    .values({
      image_key: imageKey,
      game_id: game.id,
      player_id: reporter.id,
      created_at: new Date().toISOString(),
      reason,
    })
    .onConflict((oc) => oc.columns(['image_key', 'player_id']).doNothing())
    .execute();
  // The report that reached the threshold (reports in the order they came).
  const reached = await countedReports(ctx.db, cell)
    .offset(game.report_threshold - 1)
    .limit(1)
    .executeTakeFirst();
  if (!reached) return { hidden: false };
  // Hidden now, unless it already is (held, awaiting review) or a moderator let it through after the threshold
  // was reached: later reports do not hide it again.
  if (countsOnCard(cell)) await hidePhotoCell(ctx, cell, 'reported', reached.created_at);
  return { hidden: true };
}

/** The host hides a photo from every screen at once (the big screen's one tap); a moderator then decides. */
export async function hidePhoto(
  ctx: AppContext,
  game: GameRow,
  playerId: string,
  rawIdx: string,
  image: string,
): Promise<TCell> {
  const cell = await photoCell(ctx, game, playerId, rawIdx, image);
  const hidden = await hidePhotoCell(ctx, cell, 'hidden');
  return hidden ?? presentCell(cell, game.board_size);
}

/**
 * A player left the game (removed): their reports stop counting, and each photo their reports helped hide comes
 * back on every screen when the reports left no longer reach the game's threshold. A photo a person has decided on
 * or that changed meanwhile stays as it is.
 */
export async function recountReportsOf(ctx: AppContext, game: GameRow, removedId: string): Promise<void> {
  const hidden = await ctx.db
    .selectFrom('photo_reports')
    .innerJoin('cells', 'cells.image_key', 'photo_reports.image_key')
    .select(['cells.player_id', 'cells.idx', 'cells.image_key', 'cells.updated_at'])
    .where('photo_reports.player_id', '=', removedId)
    .where('photo_reports.game_id', '=', game.id)
    .where('cells.hold', '=', 'reported')
    .execute();
  for (const cell of hidden) await returnBelowThreshold(ctx, game, cell);
}

/**
 * A photo hidden by reports comes back, counting, on every screen when the reports that count against it no longer
 * reach the game's threshold; one a person decided on or that changed meanwhile stays as it is. True when it came
 * back.
 */
async function returnBelowThreshold(
  ctx: AppContext,
  game: GameRow,
  cell: Pick<CellRow, 'player_id' | 'idx' | 'image_key' | 'updated_at'>,
): Promise<boolean> {
  const counted = await countedReports(ctx.db, cell).execute();
  if (counted.length >= game.report_threshold) return false;
  try {
    await changeCell(ctx, {
      gameId: game.id,
      playerId: cell.player_id,
      idx: cell.idx,
      authorize: (_game, _player, locked) => {
        if (locked.image_key !== cell.image_key || locked.hold !== 'reported') throw new NothingToHide();
      },
      next: (_game, locked) => ({
        image_key: locked.image_key,
        thumb_key: locked.thumb_key,
        // Only a photo that counted was hidden by reports: it counts again.
        is_marked: 1,
        rejected_reason: null,
      }),
      keepReplaced: true,
    });
    return true;
  } catch (error) {
    if (error instanceof NothingToHide) return false;
    throw error;
  }
}

/**
 * A player takes their report of a photo back, until a person decides on the photo after it (then 409
 * REPORT_DECIDED: the decision stands). A photo their report helped hide comes back when the reports left no longer reach the
 * threshold. Taking back a report that is not there changes nothing.
 */
export async function undoReport(
  ctx: AppContext,
  game: GameRow,
  reporter: PlayerRow,
  playerId: string,
  rawIdx: string,
  image: string,
): Promise<TReportPhotoResponse> {
  const cell = await photoCell(ctx, game, playerId, rawIdx, image);
  const imageKey = cell.image_key ?? '';
  const mine = await ctx.db
    .selectFrom('photo_reports')
    .select('created_at')
    .where('image_key', '=', imageKey)
    .where('player_id', '=', reporter.id)
    .executeTakeFirst();
  if (!mine) return { hidden: cell.hold !== null };
  // A decision made before the report (the photo's approval in review) does not answer it.
  if (await hasDecision(ctx.db, game.id, imageKey, mine.created_at)) throw conflict(ErrorCode.REPORT_DECIDED);
  await ctx.db
    .deleteFrom('photo_reports')
    .where('image_key', '=', imageKey)
    .where('player_id', '=', reporter.id)
    .execute();
  if (cell.hold !== 'reported') return { hidden: cell.hold !== null };
  return { hidden: !(await returnBelowThreshold(ctx, game, cell)) };
}
