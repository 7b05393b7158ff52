import { ACCEPTED_IMAGE_TYPES } from '@picture-bingo/shared';
import { photoFormatOf, unreadablePhotoMessage, type PhotoFormat } from './photo-format';

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
 * that the browser can decode or the phone converts (HEIC/HEIF, AVIF). GIFs go as they are (redrawing loses their animation).
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
  // JPEG has no transparency: see-through parts (a PNG, an AVIF) come out white rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** A chosen photo this phone cannot turn into something the server reads; `message` says why, naming the format. */
export class PhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefusedError';
  }
}

const MIME_OF: Partial<Record<PhotoFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  avif: 'image/avif',
};

/**
 * The photo as the browser draws it (upright: the EXIF orientation applied), or null when it cannot be read
 * here. HEIC/HEIF, which only Safari reads, goes through libheif compiled to WebAssembly (heic-to, about 3 MB):
 * it is downloaded only when such a photo is picked, never with the page.
 */
async function decode(file: File, format: PhotoFormat): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Not readable by this browser: HEIC is converted below, anything else is judged by the caller.
  }
  if (format !== 'heic') return null;
  try {
    const { heicTo } = await import('heic-to/csp');
    return await heicTo({ blob: file, type: 'bitmap' });
  } catch {
    return null;
  }
}

/**
 * The photo ready to send: a big one redrawn as a JPEG of at most UPLOAD_MAX_SIDE px, and one in a format the
 * server refuses (HEIC/HEIF, AVIF) converted to JPEG on the phone. A JPEG, PNG, WebP or GIF the browser cannot
 * redraw is sent as it is (the server checks it anyway); anything else that cannot be converted is refused here
 * with a PhotoRefusedError naming its format, never sent to fail on the server.
 */
export async function preparePhoto(file: File): Promise<File> {
  const format = await photoFormatOf(file);
  const type = MIME_OF[format] ?? file.type;
  const bitmap = await decode(file, format);
  if (!bitmap) {
    if (serverReads(type)) return file;
    throw new PhotoRefusedError(unreadablePhotoMessage(format));
  }
  try {
    if (!needsDownscale(type, file.size, bitmap.width, bitmap.height)) return file;
    const { width, height } = fitWithin(bitmap.width, bitmap.height, UPLOAD_MAX_SIDE);
    const blob = await canvasBlob(bitmap, width, height).catch(() => null);
    if (!blob) {
      if (serverReads(type)) return file;
      throw new PhotoRefusedError(unreadablePhotoMessage(format));
    }
    // Too many pixels always goes smaller; a redraw only for bytes must actually save some.
    const shrunk = width < bitmap.width;
    if (!shrunk && serverReads(type) && blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
