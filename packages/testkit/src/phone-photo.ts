import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Recurser's EXIF orientation 7 sample (transverse: flipped and turned), 1200×1800 stored; the 12 MP photo is made
 * from it. Its source and licence: packages/testkit/photos/SOURCES.md.
 */
export const ROTATED_SAMPLE = fileURLToPath(new URL('../photos/landscape-7.jpg', import.meta.url));

/** A deterministic generator, so the 12 MP photo (and every byte count measured from it) is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 12 MP phone photo: the rotated sample's stored pixels enlarged to 3024×4032 with sensor-like noise, a JPEG at
 * quality 92 (about 3.9 MB) that keeps the EXIF orientation 7, so it shows upright as 4032×3024. Picked by
 * e2e/photo-bytes.spec.ts and bench/web/photo-upload.ts.
 */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const [width, height] = [3024, 4032];
  const pixels = await sharp(ROTATED_SAMPLE)
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const next = random(21);
  for (let i = 0; i < pixels.length; i += 1) {
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + (next() + next() + next() - 1.5) * 14));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 7 })
    .toBuffer();
}
