import { describe, expect, it } from 'vitest';
import { sniffPhotoFormat, unreadablePhotoMessage } from './photo-format';

const hex = (text: string) => Uint8Array.from(text.match(/[0-9a-f]{2}/g) ?? [], (pair) => parseInt(pair, 16));
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('sniffPhotoFormat', () => {
  it('reads the common formats from their first bytes, whatever the file claims to be', () => {
    expect(sniffPhotoFormat(hex('ffd8ffe000104a464946'))).toBe('jpeg');
    expect(sniffPhotoFormat(hex('89504e470d0a1a0a'))).toBe('png');
    expect(sniffPhotoFormat(ascii('GIF89a......'))).toBe('gif');
    expect(sniffPhotoFormat(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffPhotoFormat(ascii('%PDF-1.7 not a photo'))).toBe('unknown');
    expect(sniffPhotoFormat(new Uint8Array())).toBe('unknown');
  });

  it("knows an iPhone's HEIC and another phone's HEIF (first bytes of the sample photos)", () => {
    // IMG_5195.HEIC (an iPhone) and HMD_Nokia_8.3_5G_hdr.heif, from shared/fixtures/photos.
    expect(sniffPhotoFormat(hex('00000018667479706865696300000000686569636d696631000000'))).toBe('heic');
    expect(sniffPhotoFormat(hex('000000206674797068656963000000006d696631686569636d6961664d694842'))).toBe(
      'heic',
    );
  });

  it('tells AVIF from HEIC, also behind the generic mif1 brand', () => {
    // e2e/fixtures/landscape.avif, as sharp writes it.
    expect(sniffPhotoFormat(hex('0000001c6674797061766966000000006d696631617669666d696166'))).toBe('avif');
    expect(sniffPhotoFormat(hex('00000018667479706d696631000000006d69663161766966'))).toBe('avif');
    expect(sniffPhotoFormat(hex('00000018667479706d696631000000006d69663168656963'))).toBe('heic');
    // Some other ISO-BMFF file (an MP4 video) is no photo.
    expect(sniffPhotoFormat(hex('000000186674797069736f6d0000020069736f6d69736f32'))).toBe('unknown');
  });
});

describe('unreadablePhotoMessage', () => {
  it('names the format and says what to do instead', () => {
    expect(unreadablePhotoMessage('heic')).toBe(
      "This photo is in HEIC/HEIF format, which can't be converted on this phone. Choose a JPEG, PNG or WebP photo, or take a new one.",
    );
    expect(unreadablePhotoMessage('avif')).toMatch(/^This photo is in AVIF format/);
    expect(unreadablePhotoMessage('unknown')).toMatch(/^This photo's format can't be read on this phone\./);
  });
});
