/**
 * When a photo was taken, read from its EXIF (DateTimeOriginal, and OffsetTimeOriginal when the camera wrote
 * one). Pure byte reading with every offset bounds-checked: the input is whatever a phone sent. The server reads
 * it from the upload before the image pipeline drops all metadata; a phone that redraws a photo before upload
 * reads it from the original and sends it alongside.
 */

/** EXIF's own clock reading: the wall-clock time, and the UTC offset in minutes when the camera recorded one. */
export interface TExifTime {
  /** `YYYY-MM-DDTHH:MM:SS` as the camera's clock showed it. */
  local: string;
  offsetMinutes: number | null;
}

const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_OFFSET_TIME_ORIGINAL = 0x9011;
/** At most this many entries are read from one directory: a real camera writes a few dozen. */
const MAX_ENTRIES = 512;

/** The TIFF block inside a JPEG's APP1 "Exif" segment, or the block itself when `bytes` already starts with it. */
function tiffBlock(bytes: Uint8Array): Uint8Array | null {
  const startsTiff = (b: Uint8Array, at: number) =>
    (b[at] === 0x49 && b[at + 1] === 0x49) || (b[at] === 0x4d && b[at + 1] === 0x4d);
  const exifHeader = (at: number) =>
    bytes[at] === 0x45 && bytes[at + 1] === 0x78 && bytes[at + 2] === 0x69 && bytes[at + 3] === 0x66;
  if (exifHeader(0) && startsTiff(bytes, 6)) return bytes.subarray(6);
  if (startsTiff(bytes, 0)) return bytes;
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker === 0xda || length < 2) return null;
    if (marker === 0xe1 && exifHeader(at + 4) && startsTiff(bytes, at + 10)) {
      return bytes.subarray(at + 10, Math.min(bytes.length, at + 2 + length));
    }
    at += 2 + length;
  }
  return null;
}

function reader(tiff: Uint8Array) {
  const little = tiff[0] === 0x49;
  const u16 = (at: number) =>
    at + 2 > tiff.length
      ? null
      : little
        ? tiff[at]! | (tiff[at + 1]! << 8)
        : (tiff[at]! << 8) | tiff[at + 1]!;
  const u32 = (at: number) => {
    if (at + 4 > tiff.length) return null;
    const [a, b, c, d] = [tiff[at]!, tiff[at + 1]!, tiff[at + 2]!, tiff[at + 3]!];
    return (little ? (d << 24) | (c << 16) | (b << 8) | a : (a << 24) | (b << 16) | (c << 8) | d) >>> 0;
  };
  /** The directory at `offset` as tag → the entry's offset. */
  const entries = (offset: number) => {
    const found = new Map<number, number>();
    const count = u16(offset);
    if (count === null) return found;
    for (let i = 0; i < Math.min(count, MAX_ENTRIES); i++) {
      const entry = offset + 2 + i * 12;
      const tag = u16(entry);
      if (tag === null) break;
      found.set(tag, entry);
    }
    return found;
  };
  /** An ASCII value (type 2) of an entry; short values sit in the entry itself. */
  const ascii = (entry: number) => {
    const count = u32(entry + 4);
    if (u16(entry + 2) !== 2 || count === null || count > 64) return null;
    const at = count <= 4 ? entry + 8 : u32(entry + 8);
    if (at === null || at + count > tiff.length) return null;
    return String.fromCharCode(...tiff.subarray(at, at + count)).replace(/\0+$/, '');
  };
  return { u32, entries, ascii };
}

/** The photo's EXIF capture time, or null when it has none (or none that reads as a real date). */
export function readExifTime(bytes: Uint8Array): TExifTime | null {
  const tiff = tiffBlock(bytes);
  if (!tiff || tiff.length < 8) return null;
  const { u32, entries, ascii } = reader(tiff);
  const ifd0 = u32(4);
  if (ifd0 === null) return null;
  const pointer = entries(ifd0).get(TAG_EXIF_IFD);
  const exifOffset = pointer === undefined ? null : u32(pointer + 8);
  if (exifOffset === null) return null;
  const exif = entries(exifOffset);
  const dateEntry = exif.get(TAG_DATE_TIME_ORIGINAL);
  const date = dateEntry === undefined ? null : ascii(dateEntry);
  const match = date && /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(date);
  if (!match || match[1] === '0000') return null;
  const offsetEntry = exif.get(TAG_OFFSET_TIME_ORIGINAL);
  const offset = offsetEntry === undefined ? null : ascii(offsetEntry);
  const zone = offset && /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  return {
    local: `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}`,
    offsetMinutes: zone ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) : null,
  };
}

/**
 * The capture time as an instant: the camera's own offset when it wrote one, else `fallbackOffsetMinutes` (the
 * uploading phone's offset east of UTC), else null (a wall-clock time alone names no instant).
 */
export function exifInstant(time: TExifTime, fallbackOffsetMinutes: number | null): Date | null {
  const offset = time.offsetMinutes ?? fallbackOffsetMinutes;
  if (offset === null) return null;
  const asUtc = Date.parse(`${time.local}Z`);
  return Number.isNaN(asUtc) ? null : new Date(asUtc - offset * 60_000);
}
