/**
 * Baseline of the uploads bench: the physical limit of the image work on this machine. sharp does what the
 * server does to an upload (apps/server/src/images/process-image.ts: read the header, then decode, rotate
 * upright, fit within 1600 px, encode WebP q80, and a 400 px WebP q75 thumbnail from that), in this process,
 * from a buffer already in memory: no HTTP, no multipart, no storage, no database. sharp keeps its defaults
 * (a libvips thread per core, its cache on), the settings its documentation recommends for throughput. With
 * `check`, each photo's thumbnail then goes through the safety check's model on this process's own thread
 * (bench/lib/safety-model.ts), as the server's worker thread does it: the whole pipeline, in-process.
 */
import fs from 'node:fs';
import { IMAGE_MAX_SIDE, THUMB_MAX_SIDE } from '@picture-bingo/shared';
import sharp from 'sharp';
import { sharedNow } from '../lib/clock';
import { mapLimit } from '@picture-bingo/testkit';
import { loadSafetyModel } from '../lib/safety-model';
import type { WorkerCommand, WorkerReply } from './protocol';

const send = (reply: WorkerReply) => process.send?.(reply);

async function processOnce(input: Buffer) {
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height) throw new Error('no image');
  const image = await sharp(input)
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const thumb = await sharp(image.data)
    .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return {
    thumb,
    imageBytes: image.data.length,
    thumbBytes: thumb.length,
    width: image.info.width,
    height: image.info.height,
  };
}

let model: Promise<(thumb: Buffer) => Promise<void>> | null = null;

async function run(photoPath: string, count: number, concurrency: number, check: boolean) {
  const input = fs.readFileSync(photoPath);
  const classify = check ? await (model ??= loadSafetyModel()) : null;
  const cpu0 = process.cpuUsage();
  const results = await mapLimit(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    async () => {
      const start = sharedNow();
      const { thumb, ...out } = await processOnce(input);
      await classify?.(thumb);
      return { start, end: sharedNow(), ...out };
    },
  );
  const cpu = process.cpuUsage(cpu0);
  send({ type: 'processed', results, cpuMs: (cpu.user + cpu.system) / 1000 });
}

process.on('message', (command: WorkerCommand) => {
  if (command.type === 'process') {
    void run(command.photoPath, command.count, command.concurrency, command.check === true);
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
