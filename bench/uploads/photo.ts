import sharp from 'sharp';

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
/** EXIF orientation 6: the camera was held upright, the pixels are stored sideways (as most phones do). */
export const PHOTO_ORIENTATION = 6;

/**
 * A phone-sized photo: 12 MP (4000 x 3000) JPEG at quality 90 with 4:2:0 chroma, as phone cameras write them,
 * with EXIF (orientation 6, camera make and model, a GPS position) so the server has to rotate it upright and
 * strip the metadata. The picture is smooth shapes under sensor-like grain, so it compresses like a photo
 * (a few MB) rather than like a flat test card (a few KB) or pure noise (15 MB).
 */
export async function makePhonePhoto(width = PHOTO_WIDTH, height = PHOTO_HEIGHT, seed = 7): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  const grain = () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return ((state >> 8) % 29) - 14;
  };
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
  // A sky-to-ground gradient, a sun and some rolling hills.
  const horizon = Array.from({ length: width }, (_, x) => height * (0.6 + 0.08 * Math.sin(x / 300)));
  const sunX = width * 0.7;
  const sunY = height * 0.25;
  const sunR2 = (height * 0.12) ** 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sun = (x - sunX) ** 2 + (y - sunY) ** 2 < sunR2;
      const hill = y > horizon[x];
      const r = sun ? 250 : hill ? 60 + (x % 400) / 8 : 90 + (y / height) * 120;
      const g = sun ? 220 : hill ? 120 + (y % 200) / 4 : 140 + (y / height) * 80;
      const b = sun ? 120 : hill ? 50 : 230 - (y / height) * 60;
      pixels[i] = clamp(r + grain());
      pixels[i + 1] = clamp(g + grain());
      pixels[i + 2] = clamp(b + grain());
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: PHOTO_ORIENTATION })
    .withExif({
      IFD0: { Make: 'BenchPhone', Model: 'BenchPhone 12', Software: 'picture-bingo bench' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
