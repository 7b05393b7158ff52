import sharp from 'sharp';

/**
 * A small real photo-like JPEG (a colour gradient with some grain), made once per run with sharp. Small on
 * purpose: the fan-out and HTTP benches measure delivery, not the image pipeline (bench/uploads does that).
 */
export async function makeJpeg(width = 160, height = 120): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const grain = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed % 8) - 4;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, Math.round((x / width) * 255) + grain()));
      pixels[i + 1] = Math.max(0, Math.min(255, Math.round((y / height) * 255) + grain()));
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + grain()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
