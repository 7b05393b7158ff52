import { JPEG_QUALITY, planPhoto, SEND_QUALITY, sendRedrawn } from './photo-plan';

/** What became of a photo: redrawn (`blob`, WebP or JPEG), to be sent as it was, or not readable here. */
export type EncodeResult = { kind: 'redrawn'; blob: Blob } | { kind: 'as-is' } | { kind: 'unreadable' };

/** A photo to encode: the picked file (decoded here, upright) or an already decoded bitmap (a converted HEIC). */
export interface EncodeJob {
  source: Blob | ImageBitmap;
  /** The photo's real type (from its bytes, not its name). */
  type: string;
  /** The picked file's size in bytes. */
  bytes: number;
}

interface Surface {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  encode: (type: string, quality: number) => Promise<Blob | null>;
}

/** A canvas of width×height: an OffscreenCanvas where there is one (in a worker too), else a page canvas. */
function surface(width: number, height: number): Surface | null {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    return { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  return {
    context,
    encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
  };
}

/** The bitmap drawn at width×height as a WebP, or a JPEG where the browser encodes no WebP; null if it fails. */
async function draw(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const target = surface(width, height);
  if (!target) return null;
  const { context } = target;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const webp = await target.encode('image/webp', SEND_QUALITY);
  // A browser without a WebP encoder hands back a PNG instead.
  if (webp?.type === 'image/webp') return webp;
  // JPEG has no transparency: see-through parts (a PNG, an AVIF) come out white rather than black.
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  const jpeg = await target.encode('image/jpeg', JPEG_QUALITY);
  return jpeg?.type === 'image/jpeg' ? jpeg : null;
}

/**
 * Decodes a photo upright (the EXIF orientation applied) and redraws it as photo-plan.ts decides. Runs in the
 * encoding worker, or on the page where there is no worker.
 */
export async function encodePhoto({ source, type, bytes }: EncodeJob): Promise<EncodeResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap =
      source instanceof Blob ? await createImageBitmap(source, { imageOrientation: 'from-image' }) : source;
  } catch {
    return { kind: 'unreadable' };
  }
  try {
    const plan = planPhoto(type, bytes, bitmap.width, bitmap.height);
    if (!plan) return { kind: 'as-is' };
    const blob = await draw(bitmap, plan.width, plan.height).catch(() => null);
    if (!blob) return { kind: 'unreadable' };
    return sendRedrawn(type, bytes, blob.size) ? { kind: 'redrawn', blob } : { kind: 'as-is' };
  } finally {
    bitmap.close();
  }
}
