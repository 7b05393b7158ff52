import os from 'node:os';
import {
  ErrorCode,
  IMAGE_MAX_SIDE,
  IMAGE_WEBP_QUALITY,
  MAX_IMAGE_PIXELS,
  MAX_FULL_DECODE_PIXELS,
  THUMB_MAX_SIDE,
} from '@picture-bingo/shared';
import { readExifTime, type TExifTime } from '@picture-bingo/shared/capture-time';
import sharp, { type Metadata } from 'sharp';
import { tooLarge, unsupportedMedia } from '../errors';
import { createFairLimiter } from '../lib/fair-limiter';

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP or GIF images can be uploaded';
export const TOO_MANY_PIXELS = `That image has too many pixels (${MAX_IMAGE_PIXELS / 1_000_000} megapixels at most)`;
export const OVER_DECODE_BUDGET = `That PNG, GIF or WebP has too many pixels (${(MAX_FULL_DECODE_PIXELS / 1_000_000).toFixed(1)} megapixels at most)`;

/**
 * Formats libvips decodes at a fraction of their size (shrink-on-load) when only a small rendition is wanted;
 * every other format (PNG, GIF, WebP, lossless or not, and any format added later) is decoded pixel by pixel and
 * gets the smaller budget, MAX_FULL_DECODE_PIXELS.
 */
const SHRINK_ON_LOAD_FORMATS = new Set(['jpeg']);

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const PARALLEL = Math.max(1, os.availableParallelism());

// Uploads run side by side, one libvips thread each: the cores stay busy without each image spawning a
// thread per core, and the operation cache is off because every photo is seen once. One player's images go
// one at a time and players take turns, so a player with a queue of heavy images delays another player's
// upload by at most the images already being processed.
sharp.concurrency(1);
sharp.cache(false);
const limit = createFairLimiter(PARALLEL, 1);

/** Listeners told how long each image took in the pipeline, waiting included (the metrics observe it). */
const finished = new Set<(seconds: number) => void>();

/** The image pipeline as the metrics read it: images processing or waiting now, and each one's time. */
export const imagePipeline = {
  depth: () => ({ processing: limit.stats().running, waiting: limit.waiting() }),
  onFinished(listener: (seconds: number) => void): () => void {
    finished.add(listener);
    return () => finished.delete(listener);
  },
};

/** The file's own signature (magic bytes): SVG, HTML or HEIC never reach a decoder, whatever they are named. */
function hasAcceptedSignature(buf: Buffer): boolean {
  const ascii = (start: number, end: number) => buf.subarray(start, end).toString('latin1');
  if (buf.length < 12) return false;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return true;
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return true;
  return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

const unsupported = () => unsupportedMedia(UNSUPPORTED_IMAGE);

export interface ProcessedImage {
  /** Fits within 1600 px, WebP. */
  image: Buffer;
  /** Fits within 400 px, WebP. */
  thumb: Buffer;
  /** When the camera says it took the photo (EXIF, read before every bit of metadata is dropped); null: unknown. */
  exifTime?: TExifTime | null;
}

/**
 * Checks an upload by content and re-encodes it: upright (EXIF orientation applied), every bit of metadata
 * dropped (sharp writes none unless asked), fitted within 1600 px and as a 400 px thumbnail, both WebP.
 * Too many pixels are refused from the header, before anything is decoded. `owner` (the uploading player) takes
 * its turn in the image pipeline.
 */
export async function processImage(input: Buffer, owner: string): Promise<ProcessedImage> {
  if (!hasAcceptedSignature(input)) throw unsupported();
  const started = performance.now();
  try {
    return await processInTurn(input, owner);
  } finally {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of finished) listener(seconds);
  }
}

function processInTurn(input: Buffer, owner: string): Promise<ProcessedImage> {
  return limit(owner, async () => {
    let meta: Metadata;
    try {
      // Reads the header only; the pixel limit is ours to check, so sharp's own is off here.
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw unsupported();
    }
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw unsupported();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width * height > MAX_IMAGE_PIXELS) {
      throw tooLarge(TOO_MANY_PIXELS);
    }
    if (!SHRINK_ON_LOAD_FORMATS.has(meta.format) && width * height > MAX_FULL_DECODE_PIXELS) {
      throw tooLarge(OVER_DECODE_BUDGET, ErrorCode.IMAGE_OVER_DECODE_BUDGET);
    }
    if (width < 1 || height < 1) throw unsupported();

    try {
      const image = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
        .rotate()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: IMAGE_WEBP_QUALITY })
        .toBuffer();
      // The thumbnail comes from the small rendition: one more decode of a 1600 px WebP, not of the original.
      const thumb = await sharp(image)
        .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
      return { image, thumb, exifTime: meta.exif ? readExifTime(meta.exif) : null };
    } catch (error) {
      // A header that parses but pixel data that does not (truncated, corrupt) is not an image we accept.
      throw unsupportedMedia(UNSUPPORTED_IMAGE, { cause: error });
    }
  });
}
