/**
 * Bench: what a JPEG album would cost (docs/decisions/007-photo-album.md). Re-encodes photo-like 1600×1200 WebP
 * (as the upload pipeline stores them) to JPEG q90 with sharp on one thread, reporting size and time per photo;
 * the floor in the same run is reading each WebP's header (all the shipped album does with a photo, beyond I/O).
 *
 *   node --import tsx bench/album/jpeg-cost.ts
 */
import sharp from 'sharp';
const width = 1600,
  height = 1200;
async function photo(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let s = seed * 7919 + 1;
  const grain = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return (s % 24) - 12;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const wave = Math.sin((x + seed * 97) / 53) * 40 + Math.cos((y - seed * 31) / 41) * 40;
      pixels[i] = Math.max(0, Math.min(255, (x / width) * 200 + wave + grain()));
      pixels[i + 1] = Math.max(0, Math.min(255, (y / height) * 200 - wave + grain()));
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + wave + grain()));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
}
sharp.concurrency(1);
const webps: Buffer[] = [];
for (let i = 0; i < 6; i++) webps.push(await photo(i));
let webpBytes = 0,
  jpegBytes = 0;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
for (const w of webps) {
  webpBytes += w.length;
  jpegBytes += (await sharp(w).jpeg({ quality: 90, mozjpeg: false }).toBuffer()).length;
}
const ms = (performance.now() - t0) / webps.length;
const cpu = process.cpuUsage(cpu0);
// Floor in the same run: reading the WebP's header only (what the stored-copy path costs per photo, beyond I/O).
const t1 = performance.now();
for (const w of webps) await sharp(w).metadata();
const metaMs = (performance.now() - t1) / webps.length;
console.log(
  JSON.stringify({
    photos: webps.length,
    webpKB: webpBytes / webps.length / 1024,
    jpegQ90KB: jpegBytes / webps.length / 1024,
    reencodeWallMsPerPhoto: ms,
    reencodeCpuMsPerPhoto: (cpu.user + cpu.system) / 1000 / webps.length,
    headerOnlyMsPerPhoto: metaMs,
  }),
);
