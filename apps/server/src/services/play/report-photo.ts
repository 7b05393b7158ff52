import { ErrorCode, isSettled, type TCell, type TReportPhotoResponse } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findCell } from '../../db/repositories/cells.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import { findPlayerById, type CellRow, type PlayerRow } from '../../db/repositories/players.repo';
import { badRequest, conflict, notFound } from '../../errors';
import { stageOf } from '../../policies/play';
import { presentCell } from '../../presenters/player';
import { mediaUrl } from '../../storage/media-store';
import { changeCell } from './change-cell';
import { countsOnCard } from './cell-state';
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
  if (isSettled(stageOf(game))) throw conflict(ErrorCode.GAME_ENDED);
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
 * A player reports a photo of the game (one report per player per photo; a second counts nothing). When as many
 * players as the game's report threshold have reported it, it leaves every screen and waits for a moderator.
 */
export async function reportPhoto(
  ctx: AppContext,
  game: GameRow,
  reporter: PlayerRow,
  playerId: string,
  rawIdx: string,
  image: string,
): Promise<TReportPhotoResponse> {
  const cell = await photoCell(ctx, game, playerId, rawIdx, image);
  const imageKey = cell.image_key ?? '';
  await ctx.db
    .insertInto('photo_reports')
    .values({
      image_key: imageKey,
      game_id: game.id,
      player_id: reporter.id,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['image_key', 'player_id']).doNothing())
    .execute();
  // The report that reached the threshold (reports in the order they came).
  const reached = await ctx.db
    .selectFrom('photo_reports')
    .select('created_at')
    .where('image_key', '=', imageKey)
    .orderBy('created_at')
    .orderBy('player_id')
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
