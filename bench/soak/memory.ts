import { sharedNow } from '../lib/clock';
import type { Inspector } from '../lib/profiler';
import { procStats } from '../lib/processes';
import { mb } from '../lib/stats';

export interface MemorySample {
  /** Seconds since the uploads began (negative: set-up). */
  t: number;
  rssMb: number;
  /** The JS heap in use, garbage included (no collection forced). */
  heapMb: number;
  cpuMs: number;
}

export interface LiveHeap {
  t: number;
  /** After a full garbage collection: what the server really holds. */
  heapMb: number;
  rssMb: number;
}

/**
 * Reads the server's memory from outside: RSS from /proc every few seconds, the JS heap through its
 * inspector (no --expose-gc needed), and at checkpoints the heap after a full collection.
 */
export class MemorySampler {
  readonly samples: MemorySample[] = [];
  readonly live: LiveHeap[] = [];
  private timer: NodeJS.Timeout | null = null;
  private origin = sharedNow();

  constructor(
    private readonly pid: number,
    private readonly inspector: Inspector,
  ) {}

  private seconds = () => (sharedNow() - this.origin) / 1000;

  /** Sets t = 0 (the uploads' start), keeping the samples taken so far. */
  setOrigin(at: number) {
    const shift = (at - this.origin) / 1000;
    for (const s of this.samples) s.t -= shift;
    for (const l of this.live) l.t -= shift;
    this.origin = at;
  }

  async sample(): Promise<MemorySample> {
    const stats = procStats(this.pid);
    const heapMb = mb(await this.inspector.heapUsed());
    const sample = { t: this.seconds(), rssMb: mb(stats.rssBytes), heapMb, cpuMs: stats.cpuMs };
    this.samples.push(sample);
    return sample;
  }

  start(everyMs: number) {
    this.timer = setInterval(() => void this.sample().catch(() => undefined), everyMs);
  }

  async checkpoint(): Promise<LiveHeap> {
    await this.inspector.gc();
    const point = {
      t: this.seconds(),
      heapMb: mb(await this.inspector.heapUsed()),
      rssMb: mb(procStats(this.pid).rssBytes),
    };
    this.live.push(point);
    return point;
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }
}

/** Least-squares slope of y over x (per unit of x); 0 with fewer than two points. */
export function slope(points: { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  const sxy = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  return sxx ? sxy / sxx : 0;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/**
 * Flat means: grew by at most this much from the end of the warm-up to the end of the run. The live heap is
 * the sharp signal (4 MB over 10 minutes at 8 photos/s is ~1 KB kept per photo); RSS swings by ±20 MB between
 * samples with sharp's native buffers, so it gets more room and its slope is reported beside it.
 */
export const TOLERANCE = {
  heap: { mb: 4, share: 0.1 },
  rss: { mb: 30, share: 0.15 },
};

export interface MemoryVerdict {
  warmupS: number;
  durationS: number;
  /** Median RSS over the tenth of the run after the warm-up, and over the last tenth. */
  rssWarmMb: number;
  rssEndMb: number;
  rssPeakMb: number;
  /** MB per minute after the warm-up (least squares over every sample). */
  rssSlopeMbPerMin: number;
  /** Live heap (after a full GC) at the end of the warm-up and at the end. */
  heapWarmMb: number;
  heapEndMb: number;
  heapSlopeMbPerMin: number;
  flat: boolean;
  tolerance: typeof TOLERANCE;
}

export function memoryVerdict(sampler: MemorySampler, warmupS: number, durationS: number): MemoryVerdict {
  const tenth = Math.max(durationS / 10, 1);
  const during = sampler.samples.filter((s) => s.t >= 0 && s.t <= durationS);
  // A window the sampler missed (a busy machine) falls back to the sample nearest its middle.
  const rssIn = (from: number, to: number) => {
    const inside = during.filter((s) => s.t >= from && s.t <= to).map((s) => s.rssMb);
    if (inside.length) return median(inside);
    const mid = (from + to) / 2;
    const nearest = during.reduce<MemorySample | null>(
      (best, s) => (!best || Math.abs(s.t - mid) < Math.abs(best.t - mid) ? s : best),
      null,
    );
    return nearest?.rssMb ?? Number.NaN;
  };
  const rssWarmMb = rssIn(warmupS, warmupS + tenth);
  const rssEndMb = rssIn(durationS - tenth, durationS);
  const after = during.filter((s) => s.t >= warmupS);
  const liveAfter = sampler.live.filter((l) => l.t >= warmupS - 1);
  const heapWarmMb = liveAfter[0]?.heapMb ?? Number.NaN;
  const heapEndMb = liveAfter[liveAfter.length - 1]?.heapMb ?? Number.NaN;
  const within = (from: number, to: number, tol: { mb: number; share: number }) =>
    to - from <= Math.max(tol.mb, from * tol.share);
  return {
    warmupS,
    durationS,
    rssWarmMb,
    rssEndMb,
    rssPeakMb: Math.max(...during.map((s) => s.rssMb)),
    rssSlopeMbPerMin: slope(after.map((s) => ({ x: s.t / 60, y: s.rssMb }))),
    heapWarmMb,
    heapEndMb,
    heapSlopeMbPerMin: slope(liveAfter.map((l) => ({ x: l.t / 60, y: l.heapMb }))),
    flat: within(heapWarmMb, heapEndMb, TOLERANCE.heap) && within(rssWarmMb, rssEndMb, TOLERANCE.rss),
    tolerance: TOLERANCE,
  };
}
