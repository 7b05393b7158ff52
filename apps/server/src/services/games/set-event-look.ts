import { gameStage, ErrorCode, GAME_NOT_FOUND, isSettled, type TEventLook } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { enqueueMediaDeletions } from '../../db/repositories/deletions.repo';
import { findGameById, lockGame, updateGame, type GameRow } from '../../db/repositories/games.repo';
import { conflict, notFound } from '../../errors';
import type { ProcessedImage } from '../../images/process-image';
import { clockOf } from '../../presenters/game';
import { presentEventLook, presentGameSummary } from '../../presenters/game';
import { publishGameUpdated } from '../../realtime/publish';
import { newLogoKey } from '../../storage/media-store';
import { finishMediaDeletions } from '../retention/media-deletions';

/** The look belongs to a game that is still to come or running; a completed or cancelled one keeps its own. */
function assertChangeable(game: GameRow) {
  if (isSettled(gameStage(clockOf(game), Date.now()))) throw conflict(ErrorCode.GAME_ENDED_UNCHANGEABLE);
}

/**
 * Writes the look's columns under the game's lock, queues the logo it replaces (if any) for deletion in the same
 * transaction, deletes that file after the commit, and tells the game's screens (`game:updated`).
 */
async function changeLook(
  ctx: AppContext,
  game: GameRow,
  columns: { accent_colour?: string | null; logo_key?: string | null },
): Promise<TEventLook> {
  const { row, playerCount, replaced } = await ctx.db.transaction().execute(async (trx) => {
    const current = (await lockGame(trx, ctx.dbKind, game.id)) ?? game;
    assertChangeable(current);
    const previous = current.logo_key ?? null;
    const replaced =
      columns.logo_key !== undefined && previous && previous !== columns.logo_key ? previous : null;
    await updateGame(trx, game.id, columns);
    if (replaced) await enqueueMediaDeletions(trx, [replaced], new Date().toISOString());
    const row = await findGameById(trx, game.id);
    if (!row) throw notFound(GAME_NOT_FOUND);
    return { row, playerCount: row.player_count, replaced };
  });
  if (replaced) await finishMediaDeletions(ctx, [replaced]);
  publishGameUpdated(ctx, game.id, presentGameSummary(row, playerCount));
  return presentEventLook(row);
}

/** Sets the event's accent colour (`#rrggbb`, lower case) or, with null, goes back to the app's own colours. */
export async function setAccentColour(ctx: AppContext, game: GameRow, accent: string | null) {
  assertChangeable(game);
  return changeLook(ctx, game, { accent_colour: accent });
}

/**
 * Stores an image the pipeline checked and re-encoded (processImage) as the event's logo: its 400 px rendition,
 * under a fresh key, so a browser never shows an old logo under a new one's URL. A write that fails, or a game
 * that ended meanwhile, leaves the old logo in place and the new file for the orphan sweep.
 */
export async function setLogo(ctx: AppContext, game: GameRow, processed: ProcessedImage) {
  assertChangeable(game);
  const key = newLogoKey();
  await ctx.media.put(key, processed.thumb, 'image/webp');
  return changeLook(ctx, game, { logo_key: key });
}

/** Removes the event's logo (none is not an error). */
export async function removeLogo(ctx: AppContext, game: GameRow) {
  assertChangeable(game);
  return changeLook(ctx, game, { logo_key: null });
}
