import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import type { CellHold } from '../../db/schema';
import type { SafetyOutcome, SafetyScores } from '../../safety/safety-classifier';
import { listCellsBeingChecked } from '../../db/repositories/cells.repo';
import { AppError } from '../../errors';
import { changeCell } from './change-cell';

/** The photo a check is for: the cell, and the photo in it when the check started. */
export interface CheckedPhoto {
  gameId: string;
  playerId: string;
  idx: number;
  imageKey: string;
}

export interface SafetyThresholds {
  explicitThreshold: number;
  suggestiveThreshold: number;
}

/**
 * What a game's safety check makes of what the classifier saw: 'explicit' when Porn and Hentai together reach
 * the explicit threshold, 'suggestive' when (in a game that holds suggestive photos) Sexy reaches its threshold,
 * else null (the photo passes).
 */
export function holdFor(
  mode: GameRow['safety_check'],
  scores: SafetyScores,
  thresholds: SafetyThresholds,
): CellHold | null {
  if (mode === 'off') return null;
  if ((scores.Porn ?? 0) + (scores.Hentai ?? 0) >= thresholds.explicitThreshold) return 'explicit';
  if (mode === 'suggestive' && (scores.Sexy ?? 0) >= thresholds.suggestiveThreshold) return 'suggestive';
  return null;
}

/** Thrown inside the write when the cell no longer holds the checked photo: nothing to record. */
class PhotoChanged extends Error {}

/**
 * Records a check's outcome on the cell, if it still holds the photo checked and nobody has decided meanwhile: a
 * photo that passes counts at once, or waits for the host's review when the game has review on; one held (or that could not be checked) waits
 * for a person, counting on nobody's card, with what the check saw. Every screen is told (changeCell). A photo
 * whose game was deleted meanwhile has nothing to record.
 */
export async function recordSafetyOutcome(ctx: AppContext, photo: CheckedPhoto, outcome: SafetyOutcome) {
  try {
    await changeCell(ctx, {
      gameId: photo.gameId,
      playerId: photo.playerId,
      idx: photo.idx,
      authorize: (_game, _player, cell) => {
        if (cell.image_key !== photo.imageKey || cell.hold !== 'checking') throw new PhotoChanged();
      },
      next: (game, cell) => {
        const hold =
          'unavailable' in outcome
            ? outcome.unavailable
            : holdFor(game.safety_check, outcome.scores, ctx.config.safety);
        const kept = { image_key: cell.image_key, thumb_key: cell.thumb_key, rejected_reason: null };
        if (!hold) return { ...kept, is_marked: game.photo_review ? 0 : 1, hold: null, hold_detail: null };
        return {
          ...kept,
          is_marked: 0,
          hold,
          hold_detail: 'scores' in outcome ? JSON.stringify(outcome.scores) : null,
        };
      },
      keepReplaced: true,
    });
  } catch (error) {
    // The photo changed, or its game (with its players) was deleted during the check: nothing to record.
    if (error instanceof PhotoChanged) return;
    if (error instanceof AppError && error.status === 404) return;
    throw error;
  }
}

/** Checks a photo just stored (`thumb`: its small rendition) in the background; failures are logged, never thrown. */
export function startSafetyCheck(ctx: AppContext, photo: CheckedPhoto, thumb: Buffer): void {
  void ctx.safety
    .classify(thumb)
    .then((outcome) => recordSafetyOutcome(ctx, photo, outcome))
    .catch((error: unknown) => {
      // The cell stays 'checking' (hidden from the room); the next start of the server checks it again.
      ctx.safety.report('the safety check could not be recorded', error);
    });
}

/**
 * Checks again every photo left 'checking' (a server stopped between an upload and its check): run at start. On
 * several nodes each may check the same photo; the first outcome recorded wins, the others find it decided.
 */
export async function resumeSafetyChecks(ctx: AppContext): Promise<number> {
  const rows = await listCellsBeingChecked(ctx.db);
  for (const row of rows) {
    const thumb = row.thumb_key ? await readMedia(ctx, row.thumb_key) : null;
    const photo = {
      gameId: row.game_id,
      playerId: row.player_id,
      idx: row.idx,
      imageKey: row.image_key ?? '',
    };
    const outcome = thumb ? await ctx.safety.classify(thumb) : { unavailable: 'unavailable' as const };
    await recordSafetyOutcome(ctx, photo, outcome);
  }
  return rows.length;
}

async function readMedia(ctx: AppContext, key: string): Promise<Buffer | null> {
  const found = await ctx.media.getStream(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
