import { ACCEPTED_IMAGE_TYPES } from '@picture-bingo/shared';

/** Longest side a photo is sent at; the server keeps 1600 px, so more is only wasted mobile data. */
export const UPLOAD_MAX_SIDE = 2048;
/** Smaller files are sent as they are (when the server can read them and they fit UPLOAD_MAX_SIDE). */
export const REENCODE_ABOVE_BYTES = 1.5 * 1024 * 1024;
const JPEG_QUALITY = 0.85;

/** The size an image of width×height is drawn at to fit within `max` on its longest side (never enlarged). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const serverReads = (type: string) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * Whether a photo is worth redrawing before upload: too big in pixels or bytes, or a type the server refuses
 * that the browser can decode (HEIC on iPhones). GIFs go as they are (redrawing loses their animation).
 */
export function needsDownscale(type: string, size: number, width: number, height: number): boolean {
  if (type === 'image/gif') return false;
  return !serverReads(type) || size > REENCODE_ABOVE_BYTES || Math.max(width, height) > UPLOAD_MAX_SIDE;
}

/** Whether a chosen file is an image at all (some phones leave the type empty: then the name decides). */
export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i.test(file.name);
}

function canvasBlob(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A big photo redrawn as a JPEG of at most UPLOAD_MAX_SIDE px (upright: the bitmap applies the EXIF
 * orientation). Anything that fails, or a same-size redraw no smaller in bytes, sends the original: the server
 * checks it anyway.
 */
export async function downscaleImage(file: File): Promise<File> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      if (!needsDownscale(file.type, file.size, bitmap.width, bitmap.height)) return file;
      const { width, height } = fitWithin(bitmap.width, bitmap.height, UPLOAD_MAX_SIDE);
      const blob = await canvasBlob(bitmap, width, height);
      // Too many pixels always goes smaller; a redraw only for bytes must actually save some.
      const shrunk = width < bitmap.width;
      if (!blob || (!shrunk && serverReads(file.type) && blob.size >= file.size)) return file;
      const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
      return new File([blob], name, { type: 'image/jpeg' });
    } finally {
      bitmap.close();
    }
  } catch {
    return file;
  }
}
