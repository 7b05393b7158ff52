import type { Distribution } from '../lib/stats';
import { fmt, table } from '../lib/stats';
import type { LiveHeap, MemorySample, MemoryVerdict } from './memory';
import type { UploadRecord } from './protocol';
import type { StatusTally } from './tally';
import type { MediaCheck, PhotoCheck, ScreenCheck } from './verify';

export interface SoakResult {
  started: string;
  machine: object;
  config: {
    quick: boolean;
    players: number;
    games: number;
    photos: number;
    minutes: number;
    image: string;
    database: string;
  };
  jpegBytes: number;
  setupMs: number;
  plannedUploads: number;
  uploads: StatusTally;
  /** Answered uploads, from sending to the whole answer. */
  uploadMs: Distribution;
  /** How late uploads left against the plan (the generators keeping up). */
  lagMs: Distribution;
  /** Uploads per second, from the first one sent to the last answer. */
  rate: number;
  /** The server's CPU time over the run / the run's length. */
  serverCpuCores: number;
  generatorCpuMs: number[];
  photos: PhotoCheck;
  media: MediaCheck;
  screens: ScreenCheck;
  screensCaughtUp: boolean;
  verifyTally: StatusTally;
  memory: MemoryVerdict;
  samples: MemorySample[];
  liveHeap: LiveHeap[];
  serverErrorLines: string[];
  serverErrorCount: number;
  unansweredExamples: UploadRecord[];
}

/** The invariants: correctness, whatever the machine's speed. */
export function invariants(r: SoakResult) {
  const checks = {
    'every upload answered 2xx': r.uploads.non2xx === 0 && r.uploads.total === r.plannedUploads,
    'no lost photo':
      r.photos.lost === 0 && r.photos.accepted - r.photos.replaced === r.photos.stored - r.photos.unannounced,
    'no photo stored unannounced': r.photos.unannounced === 0,
    'no 5xx anywhere':
      r.uploads.serverErrors +
        r.verifyTally.serverErrors +
        r.screens.tally.serverErrors +
        r.media.tally.serverErrors +
        r.screens.thumbs.serverErrors ===
      0,
    'every photo served': r.media.bad === 0 && r.screens.thumbs.non2xx === 0,
    'every full card completed': r.photos.completedPlayers === r.photos.fullCards,
    'every screen consistent': r.screens.consistent === r.screens.screens,
    'no server error logged': r.serverErrorCount === 0,
  };
  return { checks, pass: Object.values(checks).every(Boolean) };
}

/** The memory series, thinned to about a dozen rows. */
function memoryTable(r: SoakResult): string {
  // The run only: the checks afterwards fetch every photo, which is not the load being judged.
  const during = r.samples.filter((s) => s.t >= 0 && s.t <= r.memory.durationS);
  const step = Math.max(1, Math.round(during.length / 12));
  const rows = during
    .filter((_, i) => i % step === 0 || i === during.length - 1)
    .map((s) => {
      const live = r.liveHeap.reduce<LiveHeap | null>(
        (best, l) => (Math.abs(l.t - s.t) < Math.abs((best?.t ?? Infinity) - s.t) ? l : best),
        null,
      );
      return [
        fmt(s.t, 0),
        fmt(s.rssMb),
        fmt(s.heapMb),
        live ? `${fmt(live.heapMb)} @${fmt(live.t, 0)} s` : '',
      ];
    });
  return table(['t (s)', 'RSS MB', 'heap MB', 'live heap MB (after GC)'], rows);
}

/** Prints the report and the RESULT line; returns whether the run passed. */
export function printReport(r: SoakResult): boolean {
  const { checks, pass: correct } = invariants(r);
  const m = r.memory;
  const memoryCounts = !r.config.quick;
  const pass = correct && (!memoryCounts || m.flat);
  console.log(`\nuploads: ${r.uploads.total}/${r.plannedUploads} by status ${r.uploads.toString()}`);
  console.log(
    `  upload ms p50 ${fmt(r.uploadMs.p50)} p95 ${fmt(r.uploadMs.p95)} p99 ${fmt(r.uploadMs.p99)} ` +
      `max ${fmt(r.uploadMs.max)}; left late p95 ${fmt(r.lagMs.p95)} max ${fmt(r.lagMs.max)} ms; ` +
      `${fmt(r.rate, 2)}/s; server CPU ${fmt(r.serverCpuCores, 2)} cores; JPEG ${r.jpegBytes} B`,
  );
  console.log(
    `photos: ${r.photos.accepted} accepted, ${r.photos.stored} stored, ${r.photos.lost} lost, ` +
      `${r.photos.unannounced} unannounced, ${r.photos.replaced} replaced; ` +
      `${r.photos.completedPlayers} players completed, ${r.photos.fullCards} full cards`,
  );
  console.log(
    `media: ${r.media.checked} files fetched, ${r.media.bad} bad (${r.media.tally.toString()}); ` +
      `${r.media.sampleSizes.join(', ')}`,
  );
  console.log(
    `screens: ${r.screens.consistent}/${r.screens.screens} consistent with the database, ` +
      `${r.screens.cellEvents} cell events, ${r.screens.disconnects} disconnects, ` +
      `fetches ${r.screens.tally.toString()}, thumbnails ${r.screens.thumbs.toString()}` +
      (r.screensCaughtUp ? '' : ' (did not catch up within 15 s)'),
  );
  for (const example of [...r.photos.examples, ...r.media.examples, ...r.screens.examples]) {
    console.log(`  ! ${example}`);
  }
  for (const line of r.serverErrorLines) console.log(`  ! server: ${line.slice(0, 300)}`);
  for (const u of r.unansweredExamples) console.log(`  ! upload #${u.id}: ${u.status} ${u.error}`);
  console.log(`\nserver memory (t = 0 when the uploads begin; warm-up ends at ${fmt(m.warmupS, 0)} s):`);
  console.log(memoryTable(r));
  console.log(
    `RSS ${fmt(m.rssWarmMb)} MB after warm-up → ${fmt(m.rssEndMb)} MB at the end (peak ${fmt(m.rssPeakMb)}, ` +
      `${fmt(m.rssSlopeMbPerMin, 2)} MB/min); live heap ${fmt(m.heapWarmMb)} → ${fmt(m.heapEndMb)} MB ` +
      `(${fmt(m.heapSlopeMbPerMin, 2)} MB/min); flat = grew at most max(${m.tolerance.heap.mb} MB, ` +
      `${m.tolerance.heap.share * 100}%) live heap and max(${m.tolerance.rss.mb} MB, ${m.tolerance.rss.share * 100}%) ` +
      `RSS: ${m.flat ? 'flat' : 'GROWING'}${memoryCounts ? '' : ' (reported only in --quick)'}`,
  );
  for (const [name, ok] of Object.entries(checks)) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
  const c = r.config;
  console.log(
    `RESULT soak players=${c.players} games=${c.games} photos=${c.photos} minutes=${c.minutes} image=${c.image} ` +
      `db=${c.database} uploads=${r.uploads.total} accepted=${r.photos.accepted} lost=${r.photos.lost} ` +
      `status_5xx=${r.uploads.serverErrors} non_2xx=${r.uploads.non2xx} unanswered=${r.uploads.unanswered} ` +
      `media_bad=${r.media.bad} screens_consistent=${r.screens.consistent}/${r.screens.screens} ` +
      `upload_p50=${fmt(r.uploadMs.p50)} upload_p95=${fmt(r.uploadMs.p95)} upload_p99=${fmt(r.uploadMs.p99)} ` +
      `upload_max=${fmt(r.uploadMs.max)} rate=${fmt(r.rate, 2)} server_cpu_cores=${fmt(r.serverCpuCores, 2)} ` +
      `rss_warm_mb=${fmt(m.rssWarmMb)} rss_end_mb=${fmt(m.rssEndMb)} rss_slope_mb_min=${fmt(m.rssSlopeMbPerMin, 2)} ` +
      `heap_warm_mb=${fmt(m.heapWarmMb)} heap_end_mb=${fmt(m.heapEndMb)} memory=${m.flat ? 'flat' : 'growing'} ` +
      `invariants=${correct ? 'pass' : 'fail'} verdict=${pass ? 'pass' : 'fail'}`,
  );
  return pass;
}
