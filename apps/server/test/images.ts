import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small photo-like JPEG. */
export function makeJpeg(width = 64, height = 48, colour = '#c33') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A landscape JPEG as a phone writes it: pixels stored sideways (EXIF orientation 6) and GPS position. */
export function makeSidewaysJpegWithGps(width = 300, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Sideways 6' },
      // IFD3 is the GPS directory.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function makePng(width = 32, height = 32) {
  return sharp({ create: { width, height, channels: 4, background: '#3c3c' } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims width x height (8-bit grey) with only a sliver of pixel data: what a
 * decompression bomb looks like to a server that reads headers first, and cheap to make.
 */
export function makePngHeader(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export { MULTIPART_BOUNDARY, multipartBody, multipartHeaders } from '@picture-bingo/testkit';
