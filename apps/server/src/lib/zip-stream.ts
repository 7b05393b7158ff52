import { crc32 } from 'node:zlib';

/**
 * A zip written as a stream, entries stored (photos are compressed already): every entry's bytes pass through
 * once, as they are read, and only the central directory's few bytes per entry are kept. Each entry's size is
 * known before it is written (so the whole zip's length is known up front: a download shows its progress), its
 * CRC-32 only after (a data descriptor follows the data). Names are UTF-8 (flag bit 11).
 */

export interface ZipSource {
  /** The entry's path inside the zip ("Ann/Cake - Ann.webp"). */
  path: string;
  /** Its exact size in bytes. */
  size: number;
  /** Its bytes, read when the entry's turn comes. */
  read: () => AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>>;
}

const LOCAL_HEADER = 30;
const DATA_DESCRIPTOR = 16;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
/** Data descriptor (bit 3) and UTF-8 names (bit 11). */
const FLAGS = 0x0808;
const VERSION = 20;
/** What a zip without ZIP64 can describe. */
export const ZIP_MAX_ENTRIES = 0xffff;
export const ZIP_MAX_BYTES = 0xffffffff;

/** Thrown when an entry's bytes differ in length from the size it was announced with. */
export class ZipSizeMismatch extends Error {}

const nameBytes = (path: string) => Buffer.from(path, 'utf8');

/** The zip's length in bytes for entries of these paths and sizes. */
export function zipLength(entries: readonly Pick<ZipSource, 'path' | 'size'>[]): number {
  let total = END_OF_CENTRAL_DIRECTORY;
  for (const { path, size } of entries) {
    const n = nameBytes(path).length;
    total += LOCAL_HEADER + n + size + DATA_DESCRIPTOR + CENTRAL_HEADER + n;
  }
  return total;
}

/** MS-DOS time and date of a moment (local fields as UTC; zips have no zone). */
function dosTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** The zip's bytes, entry by entry; pull them (for await, Readable.from) and only one chunk is held at a time. */
export async function* zipStream(
  entries: readonly ZipSource[],
  modifiedAt = new Date(),
): AsyncGenerator<Buffer> {
  if (entries.length > ZIP_MAX_ENTRIES || zipLength(entries) > ZIP_MAX_BYTES) {
    throw new RangeError('Too much for one zip');
  }
  const { time, date } = dosTime(modifiedAt);
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = nameBytes(entry.path);
    const local = Buffer.alloc(LOCAL_HEADER);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC and sizes: 0 here, in the data descriptor after the data.
    local.writeUInt16LE(name.length, 26);
    yield Buffer.concat([local, name]);

    let crc = 0;
    let written = 0;
    for await (const chunk of await entry.read()) {
      written += chunk.length;
      if (written > entry.size) throw new ZipSizeMismatch(`${entry.path} is longer than announced`);
      crc = crc32(chunk, crc);
      yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    }
    if (written !== entry.size) throw new ZipSizeMismatch(`${entry.path} is shorter than announced`);

    const descriptor = Buffer.alloc(DATA_DESCRIPTOR);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(written, 8);
    descriptor.writeUInt32LE(written, 12);
    yield descriptor;

    const header = Buffer.alloc(CENTRAL_HEADER);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(written, 20);
    header.writeUInt32LE(written, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += LOCAL_HEADER + name.length + written + DATA_DESCRIPTOR;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(END_OF_CENTRAL_DIRECTORY);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}
