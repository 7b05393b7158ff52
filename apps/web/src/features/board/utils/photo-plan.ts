import { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_SIDE, IMAGE_WEBP_QUALITY } from '@picture-bingo/shared';

/**
 * What a phone sends for a picked photo: what the server keeps, a WebP fitted within IMAGE_MAX_SIDE at
 * the server's own quality, so the upload is about the size of the stored photo. Pure decisions, no browser.
 */

/** The quality the browser's encoder is given (0 to 1): the server's WebP quality. */
export const SEND_QUALITY = IMAGE_WEBP_QUALITY / 100;
/** Where the browser cannot encode WebP (Safari draws a PNG instead): a JPEG, a little finer as it is re-encoded. */
export const JPEG_QUALITY = 0.85;
/**
 * A photo already within IMAGE_MAX_SIDE is redrawn only above this many bytes per pixel (2 bits): a phone's
 * WebP or a well-compressed JPEG is well below it and goes as it is; a PNG photo or a JPEG at quality 95 is
 * above it and usually shrinks several times.
 */
export const REDRAW_SMALL_ABOVE_BYTES_PER_PIXEL = 0.25;

/** The size an image of width×height is drawn at to fit within `max` on its longest side (never enlarged). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether the server reads this type as it is (JPEG, PNG, WebP, GIF). */
export const serverReads = (type: string) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * Whether and at what size a photo is redrawn before upload, from its type, bytes and upright size; null to send
 * it as it is. A photo larger than the server keeps is fitted within IMAGE_MAX_SIDE; a type the server refuses
 * (HEIC/HEIF, AVIF) is converted at its size (fitted too); a small photo is never enlarged and is redrawn only when
 * heavy for its pixels. GIFs go as they are (redrawing loses their animation).
 */
export function planPhoto(
  type: string,
  bytes: number,
  width: number,
  height: number,
): { width: number; height: number } | null {
  if (type === 'image/gif') return null;
  const fitted = fitWithin(width, height, IMAGE_MAX_SIDE);
  if (!serverReads(type) || fitted.width < width) return fitted;
  return bytes > width * height * REDRAW_SMALL_ABOVE_BYTES_PER_PIXEL ? fitted : null;
}

/**
 * Whether the redrawn photo is sent rather than the picked one: always when the server cannot read the picked
 * one, otherwise only when it is smaller (a redraw never costs bytes; the server fits the original itself).
 */
export function sendRedrawn(type: string, pickedBytes: number, redrawnBytes: number): boolean {
  return !serverReads(type) || redrawnBytes < pickedBytes;
}
