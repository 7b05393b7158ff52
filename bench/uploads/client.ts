/**
 * Load generator of the uploads bench: PUTs the photo as multipart/form-data through the real HTTP upload path,
 * as the web app does, `concurrency` requests in flight. Its own process, never inside the server's.
 */
import fs from 'node:fs';
import { ApiClient, mapLimit } from '@picture-bingo/testkit';
import { sharedNow } from '../lib/clock';
import type { UploadJob, WorkerCommand, WorkerReply } from './protocol';

const send = (reply: WorkerReply) => process.send?.(reply);

async function upload(url: string, photoPath: string, jobs: UploadJob[], concurrency: number) {
  const photo = fs.readFileSync(photoPath);
  const api = ApiClient.at(url, null);
  const cpu0 = process.cpuUsage();
  const results = await mapLimit(jobs, concurrency, async (job) => {
    const start = sharedNow();
    try {
      const cell = await api.uploadPhoto(job.code, job.token, job.idx, photo);
      return { start, end: sharedNow(), status: 200, image: cell.image, thumb: cell.thumb };
    } catch (error) {
      const status = (error as { status?: number }).status ?? 0;
      return { start, end: sharedNow(), status, image: null, thumb: null, error: (error as Error).message };
    }
  });
  const cpu = process.cpuUsage(cpu0);
  send({ type: 'uploaded', results, cpuMs: (cpu.user + cpu.system) / 1000 });
}

process.on('message', (command: WorkerCommand) => {
  if (command.type === 'upload') {
    void upload(command.url, command.photoPath, command.jobs, command.concurrency);
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
