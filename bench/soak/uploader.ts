/**
 * Load generator of the soak: plays the phones of its share of the players. Each photo leaves at its planned
 * moment whether or not earlier ones were answered (an open loop, as real players do not wait for each other),
 * through the real multipart upload, and nothing is retried: every answer is recorded as it came.
 *
 *   (forked by bench/soak/main.ts) uploader.ts <width> <height>
 */
import { sharedNow, sleep } from '../lib/clock';
import { makeJpeg } from '../lib/jpeg';
import type { PlannedUpload, UploadRecord, UploaderCommand, UploaderReply } from './protocol';

const send = (reply: UploaderReply) => process.send?.(reply);

const [width, height] = process.argv.slice(2).map(Number);
const jpeg = new Blob([new Uint8Array(await makeJpeg(width, height))], { type: 'image/jpeg' });

let done = 0;
let ok = 0;

async function upload(
  url: string,
  plan: PlannedUpload,
  lagMs: number,
  timeoutMs: number,
): Promise<UploadRecord> {
  const form = new FormData();
  form.append('image', jpeg, 'photo.jpg');
  const started = performance.now();
  const record: UploadRecord = {
    id: plan.id,
    status: 0,
    ms: 0,
    lagMs,
    image: null,
    thumb: null,
    error: null,
  };
  try {
    const res = await fetch(`${url}/api/game/${plan.code}/board/cells/${plan.idx}/image`, {
      method: 'PUT',
      headers: { 'x-device-token': plan.deviceToken },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    record.status = res.status;
    if (res.ok) {
      const cell = JSON.parse(text) as { image: string | null; thumb: string | null };
      record.image = cell.image;
      record.thumb = cell.thumb;
      ok++;
    } else {
      record.error = text.slice(0, 200);
    }
  } catch (error) {
    record.error = (error as Error).message;
  }
  record.ms = performance.now() - started;
  done++;
  return record;
}

async function run(command: UploaderCommand) {
  const cpu0 = process.cpuUsage();
  const ordered = [...command.uploads].sort((a, b) => a.dueMs - b.dueMs);
  const progress = setInterval(() => send({ type: 'progress', done, ok }), 1000);
  const inFlight: Promise<UploadRecord>[] = [];
  for (const plan of ordered) {
    const wait = command.startAt + plan.dueMs - sharedNow();
    if (wait > 0) await sleep(wait);
    const lagMs = Math.max(0, sharedNow() - (command.startAt + plan.dueMs));
    inFlight.push(upload(command.url, plan, lagMs, command.timeoutMs));
  }
  const records = await Promise.all(inFlight);
  clearInterval(progress);
  const cpu = process.cpuUsage(cpu0);
  send({ type: 'progress', done, ok });
  send({ type: 'done', records, cpuMs: (cpu.user + cpu.system) / 1000 });
}

process.on('message', (command: UploaderCommand) => {
  if (command.type === 'run') {
    run(command).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', jpegBytes: jpeg.size });
