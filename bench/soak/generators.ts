import type { ChildProcess } from 'node:child_process';
import { sleep } from '../lib/clock';
import { forkWorker } from '../lib/processes';
import type { PlannedUpload, UploadRecord, UploaderCommand, UploaderReply } from './protocol';

/** One upload load generator (bench/soak/uploader.ts) in its own process. */
export class Uploader {
  done = 0;
  ok = 0;
  readonly ready: Promise<number>;
  readonly finished: Promise<{ records: UploadRecord[]; cpuMs: number }>;
  private readonly child: ChildProcess;

  constructor(width: number, height: number) {
    this.child = forkWorker('bench/soak/uploader.ts', [String(width), String(height)]);
    const exited = new Promise<never>((_, reject) =>
      this.child.once('exit', (code) => reject(new Error(`upload generator exited with ${code}`))),
    );
    // Rejections are observed where awaited; keep an early exit from being "unhandled" meanwhile.
    exited.catch(() => undefined);
    this.ready = Promise.race([exited, this.next('ready').then((r) => r.jpegBytes)]);
    this.finished = Promise.race([
      exited,
      this.next('done').then(({ records, cpuMs }) => ({ records, cpuMs })),
    ]);
    this.finished.catch(() => undefined);
    this.child.on('message', (reply: UploaderReply) => {
      if (reply.type === 'progress') {
        this.done = reply.done;
        this.ok = reply.ok;
      }
    });
  }

  private next<T extends UploaderReply['type']>(type: T): Promise<Extract<UploaderReply, { type: T }>> {
    return new Promise((resolve) => {
      const listener = (reply: UploaderReply) => {
        if (reply.type !== type) return;
        this.child.off('message', listener);
        resolve(reply as Extract<UploaderReply, { type: T }>);
      };
      this.child.on('message', listener);
    });
  }

  run(url: string, startAt: number, uploads: PlannedUpload[], timeoutMs: number) {
    this.child.send({ type: 'run', url, startAt, uploads, timeoutMs } satisfies UploaderCommand);
  }

  async close() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    if (this.child.connected) this.child.disconnect();
    await Promise.race([exited, sleep(5000)]);
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}
