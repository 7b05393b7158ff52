import { exifInstant, type TExifTime } from '@picture-bingo/shared/capture-time';
import type { CaptureNote } from '../../db/schema';

/**
 * How far a camera's clock may run behind the server's before a photo counts as "taken before the game": phone
 * clocks drift and a photo taken as the game starts must never read as one from before it.
 */
export const CAPTURE_CLOCK_SLACK_MS = 2 * 60_000;

export interface TCaptureInput {
  /** What the uploaded file's own EXIF says. */
  exifTime: TExifTime | null | undefined;
  /** The uploading phone's offset east of UTC in minutes, for an EXIF time without its own. */
  phoneOffsetMinutes: number | null;
  /** The capture time the phone read from the original before redrawing it (ISO), when the file has none. */
  phoneTakenAt: string | null;
}

/** When the photo was taken (ISO), or null when neither the file nor the phone could say. */
export function captureTimeOf(input: TCaptureInput): string | null {
  const fromFile = input.exifTime ? exifInstant(input.exifTime, input.phoneOffsetMinutes) : null;
  if (fromFile) return fromFile.toISOString();
  const told = input.phoneTakenAt ? Date.parse(input.phoneTakenAt) : NaN;
  return Number.isNaN(told) ? null : new Date(told).toISOString();
}

/**
 * What moderators are told of a camera-only game's photo: taken before the game (its capture time is earlier than
 * the start, beyond the clocks' slack) or time unknown (apps that share photos drop EXIF: never an accusation).
 * Null when the game is not camera-only or the photo was taken during it.
 */
export function captureNoteOf(
  game: { camera_only?: number; started_at: string | null },
  capturedAt: string | null,
): CaptureNote | null {
  if (game.camera_only !== 1) return null;
  if (!capturedAt) return 'unknown';
  if (!game.started_at) return null;
  return Date.parse(capturedAt) < Date.parse(game.started_at) - CAPTURE_CLOCK_SLACK_MS ? 'before-game' : null;
}
