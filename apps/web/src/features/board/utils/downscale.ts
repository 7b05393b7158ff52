import { PhotoRefusedError } from './photo-checks';
import { encodePhoto, type EncodeJob, type EncodeResult } from './photo-encoder';
import { serverReads } from './photo-plan';
import { photoFormatOf, unreadablePhotoMessage, type PhotoFormat } from './photo-format';

const MIME_OF: Partial<Record<PhotoFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  avif: 'image/avif',
};

const EXTENSION_OF: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** The encoding worker, started at the first photo and kept; null where a worker cannot encode (no OffscreenCanvas). */
let worker: Worker | null | undefined;
let nextJob = 0;

function encodingWorker(): Worker | null {
  if (worker !== undefined) return worker;
  const offscreen = typeof OffscreenCanvas !== 'undefined' && 'convertToBlob' in OffscreenCanvas.prototype;
  if (typeof Worker === 'undefined' || !offscreen) return (worker = null);
  try {
    worker = new Worker(new URL('./encode-photo.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  return worker;
}

/** Encodes in the worker; a worker that fails to start or answer is dropped and the page does the work. */
function encodeInWorker(encoder: Worker, job: EncodeJob): Promise<EncodeResult> {
  const id = ++nextJob;
  return new Promise<EncodeResult>((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ id: number; result: EncodeResult }>) => {
      if (event.data.id !== id) return;
      done();
      resolve(event.data.result);
    };
    const onError = (event: Event) => {
      done();
      reject(event instanceof ErrorEvent ? new Error(event.message) : new Error('The photo worker failed'));
    };
    const done = () => {
      encoder.removeEventListener('message', onMessage);
      encoder.removeEventListener('error', onError);
    };
    encoder.addEventListener('message', onMessage);
    encoder.addEventListener('error', onError);
    encoder.postMessage({ id, job }, job.source instanceof Blob ? [] : [job.source]);
  });
}

async function encode(job: EncodeJob): Promise<EncodeResult> {
  const encoder = encodingWorker();
  if (encoder) {
    try {
      return await encodeInWorker(encoder, job);
    } catch {
      // A bitmap handed over is gone with the worker: only a file can be tried again here.
      encoder.terminate();
      worker = null;
      if (!(job.source instanceof Blob)) return { kind: 'unreadable' };
    }
  }
  return encodePhoto(job);
}

/**
 * A HEIC/HEIF photo (only Safari reads them) decoded by libheif compiled to WebAssembly (heic-to, about 3 MB):
 * it is downloaded only when such a photo is picked, never with the page.
 */
async function heicBitmap(file: File): Promise<ImageBitmap | null> {
  try {
    const { heicTo } = await import('heic-to/csp');
    return await heicTo({ blob: file, type: 'bitmap' });
  } catch {
    return null;
  }
}

/** The photo is a HEIC/HEIF (read from its first bytes): preparing it means converting it, which takes seconds. */
export const isHeicPhoto = async (file: Blob) => (await photoFormatOf(file)) === 'heic';

/**
 * The photo ready to send (photo-plan.ts decides): what the server keeps, a WebP (a JPEG where the browser
 * encodes no WebP) fitted within IMAGE_MAX_SIDE, upright; a small photo as it is unless a redraw is smaller; a
 * HEIC/HEIF or AVIF converted on the phone. The work runs in a worker where the browser has OffscreenCanvas. A
 * JPEG, PNG, WebP or GIF the browser cannot redraw is sent as it is (the server checks it anyway); anything else
 * that cannot be converted is refused here with a PhotoRefusedError naming its format, never sent to fail on
 * the server.
 */
export async function preparePhoto(file: File): Promise<File> {
  const format = await photoFormatOf(file);
  const type = MIME_OF[format] ?? file.type;
  if (type === 'image/gif') return file;
  let result = await encode({ source: file, type, bytes: file.size });
  if (result.kind === 'unreadable' && format === 'heic') {
    const bitmap = await heicBitmap(file);
    if (bitmap) result = await encode({ source: bitmap, type, bytes: file.size });
  }
  if (result.kind === 'redrawn') {
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.${EXTENSION_OF[result.blob.type] ?? 'jpg'}`;
    return new File([result.blob], name, { type: result.blob.type });
  }
  if (result.kind === 'as-is' || serverReads(type)) return file;
  throw new PhotoRefusedError(unreadablePhotoMessage(format));
}

/** How much of a photo's start is read for its EXIF: cameras write it first, well within this. */
const EXIF_READ_BYTES = 256 * 1024;

/**
 * When the camera says the photo was taken (ISO), read from the original before it is redrawn (a redrawn photo
 * carries no EXIF); a time without its own offset is this phone's local time. Null when it says nothing.
 */
export async function photoTakenAt(file: File): Promise<string | null> {
  const { readExifTime, exifInstant } = await import('@picture-bingo/shared/capture-time');
  try {
    const time = readExifTime(new Uint8Array(await file.slice(0, EXIF_READ_BYTES).arrayBuffer()));
    if (!time) return null;
    const offset = -new Date(`${time.local}`).getTimezoneOffset();
    return exifInstant(time, offset)?.toISOString() ?? null;
  } catch {
    return null;
  }
}
