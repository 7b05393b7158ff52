import { m } from '@/lib/i18n/messages';

/**
 * What a photo file really is, read from its first bytes (phones label files loosely: an iPhone photo may come
 * as `image/heic`, `image/heif`, `application/octet-stream` or with no type at all).
 */
export type PhotoFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heic' | 'avif' | 'unknown';

/** HEIF brands of HEVC-coded images (iPhone photos and other phones' HEIC/HEIF). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** HEIF brands of AV1-coded images. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** Generic HEIF brands: the compatible brands that follow decide between HEIC and AVIF. */
const GENERIC_BRANDS = new Set(['mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The format of a file from its first bytes (at least 32 are needed for HEIF's brands; 64 are plenty). */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 1, 3) === 'PNG') return 'png';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 4) !== 'ftyp') return 'unknown';
  // An ISO-BMFF `ftyp` box: its size, then the major brand, a version and the compatible brands.
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  if (AVIF_BRANDS.has(brands[0]) || (GENERIC_BRANDS.has(brands[0]) && brands.some((b) => AVIF_BRANDS.has(b))))
    return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  if (GENERIC_BRANDS.has(brands[0])) return 'heic';
  return 'unknown';
}

/** The format of a chosen file, read from its first bytes. */
export async function photoFormatOf(file: Blob): Promise<PhotoFormat> {
  try {
    return sniffPhotoFormat(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
  } catch {
    return 'unknown';
  }
}

/** How a format is named to the player. */
export const FORMAT_NAMES: Record<PhotoFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  heic: 'HEIC/HEIF',
  avif: 'AVIF',
  unknown: 'this',
};

/** Why a photo in `format` cannot be sent from this phone (it could not be read or converted here). */
export function unreadablePhotoMessage(format: PhotoFormat): string {
  if (format === 'unknown') {
    return m.board_unreadable_unknown();
  }
  return m.board_unreadable_format({ format: FORMAT_NAMES[format] });
}
