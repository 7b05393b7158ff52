import { Worker } from 'node:worker_threads';

/** What the check saw: each nsfwjs class (Drawing, Hentai, Neutral, Porn, Sexy) and its probability 0..1. */
export type SafetyScores = Record<string, number>;

/** Why a photo could not be checked: the model is not running ('unavailable'), or too many photos wait ('busy'). */
export type SafetyUnavailable = 'unavailable' | 'busy';

export type SafetyOutcome = { scores: SafetyScores } | { unavailable: SafetyUnavailable };

/** Where the worker's code is: next to this module in src/ (tests, dev) and next to the bundle in dist/. */
const WORKER_URL = new URL('./classifier-worker.mjs', import.meta.url);

/** How long after the model failed to run the next photo tries to start it again. */
const RETRY_AFTER_MS = 30_000;

interface Waiting {
  resolve: (outcome: SafetyOutcome) => void;
}

/**
 * The image classifier behind the safety check, in worker threads of its own (`workers`, each with the model
 * loaded): the event loop and uploads never wait for it. Each photo goes to the worker with the fewest waiting. A
 * photo arriving while `maxQueue` wait in all, or while no worker's model can run, is answered at once with why, so
 * the caller holds it for a person instead of letting it through unchecked.
 */
export class SafetyClassifier {
  private readonly threads: ClassifierThread[];

  constructor(
    private readonly maxQueue: number,
    private readonly log: (message: string, error?: unknown) => void = () => undefined,
    workers = 1,
  ) {
    this.threads = Array.from({ length: Math.max(1, workers) }, () => new ClassifierThread(log));
  }

  /** Logs a failure around the check (the model, or recording its outcome). */
  report(message: string, error?: unknown) {
    this.log(message, error);
  }

  /** Why the model last failed to run, for the host and the log; null while it runs (or has not started). */
  get failure(): string | null {
    return this.threads.find((thread) => thread.failure !== null)?.failure ?? null;
  }

  /** Workers whose model is running. */
  get running(): number {
    return this.threads.filter((thread) => thread.running).length;
  }

  /** Photos handed to the workers and not answered yet. */
  get depth(): number {
    return this.threads.reduce((sum, thread) => sum + thread.handed, 0);
  }

  /** Classifies a photo (the pipeline's small WebP rendition). Never throws. */
  async classify(image: Buffer): Promise<SafetyOutcome> {
    if (this.depth >= this.maxQueue) return { unavailable: 'busy' };
    // A worker whose model failed is passed over while another runs.
    const running = this.threads.filter((thread) => thread.failure === null);
    const thread = (running.length > 0 ? running : this.threads).reduce((best, next) =>
      next.handed < best.handed ? next : best,
    );
    thread.handed += 1;
    try {
      return await thread.classify(image);
    } finally {
      thread.handed -= 1;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}

/**
 * One worker thread with the model. Started on its first photo; a photo arriving while its model cannot run (it
 * failed to load, the worker stopped) is answered at once as unavailable. A worker that stops is started again for
 * the next photo.
 */
class ClassifierThread {
  /** Photos handed to this worker and not answered yet (counted from the hand-over, before its model is ready). */
  handed = 0;
  /** Whether its model has loaded and its worker runs. */
  running = false;
  private worker: Worker | null = null;
  private ready: Promise<boolean> | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private closed = false;
  /** performance.now() of the last failure to load: no new attempt for RETRY_AFTER_MS (photos wait for a person). */
  private failedAt = Number.NEGATIVE_INFINITY;
  /** Why the model last failed to run, for the host and the log; null while it runs (or has not started). */
  failure: string | null = null;

  constructor(private readonly log: (message: string, error?: unknown) => void) {}

  async classify(image: Buffer): Promise<SafetyOutcome> {
    if (this.closed) return { unavailable: 'unavailable' };
    if (!(await this.start())) return { unavailable: 'unavailable' };
    const worker = this.worker;
    if (!worker) return { unavailable: 'unavailable' };
    const id = this.nextId++;
    return new Promise<SafetyOutcome>((resolve) => {
      this.waiting.set(id, { resolve });
      // A copy the worker owns: the caller's buffer may be a slice of a shared pool.
      const copy = new Uint8Array(image);
      worker.postMessage({ id, image: copy }, [copy.buffer]);
    });
  }

  /** Starts the worker and loads the model (once); true when it runs. */
  private start(): Promise<boolean> {
    if (!this.ready && performance.now() - this.failedAt < RETRY_AFTER_MS) return Promise.resolve(false);
    this.ready ??= new Promise<boolean>((resolve) => {
      const worker = new Worker(WORKER_URL);
      this.worker = worker;
      worker.unref();
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          this.failure = null;
          this.running = true;
          resolve(true);
        } else if (message.type === 'failed') {
          this.fail(`the safety check's model did not load: ${message.message}`);
          resolve(false);
        } else {
          const waiting = this.waiting.get(message.id);
          this.waiting.delete(message.id);
          waiting?.resolve(
            message.type === 'result' ? { scores: message.scores } : { unavailable: 'unavailable' },
          );
        }
      });
      worker.on('error', (error) => this.fail(`the safety check stopped: ${error.message}`));
      worker.on('exit', () => {
        resolve(false);
        this.running = false;
        this.worker = null;
        // The next photo starts a new worker; the ones it held are answered now.
        this.ready = null;
        for (const waiting of this.waiting.values()) waiting.resolve({ unavailable: 'unavailable' });
        this.waiting.clear();
      });
    });
    return this.ready;
  }

  private fail(message: string) {
    this.failure = message;
    this.failedAt = performance.now();
    this.log(message);
    void this.worker?.terminate();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker?.terminate();
    this.worker = null;
  }
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; scores: SafetyScores }
  | { type: 'error'; id: number; message: string };
