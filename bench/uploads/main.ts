/**
 * Bench 2, uploads. Phone-sized photos (12 MP JPEG with EXIF, made by bench/uploads/photo.ts) go
 * through the real HTTP upload path (PUT /api/game/:code/board/cells/:idx/image, multipart) of a real server
 * process into a stored, served image, at 1, 10 and 50 uploads in flight. Reported: photos/s and the server's
 * peak RSS. Every stored photo and thumbnail is then fetched from /media and decoded, to prove it is stored,
 * upright and fitted. The baseline, in the same run and alternating with it level by level, is sharp doing the
 * same decode/rotate/resize/encode in a process of its own, from memory, at the same concurrency. The server,
 * the baseline and the upload client are separate processes; each level starts fresh ones, so the peak RSS
 * (VmHWM) is that level's.
 *
 * Each level runs twice more with the safety check on (a server whose games hold explicit photos, the default):
 * the upload's answer (whose p95 must not move: the check runs after it, in a worker thread), and photos/s through
 * the whole pipeline (decode, fit, encode, check: from the first upload until the host's gallery shows every
 * photo checked), against a baseline doing the same work in-process (sharp, then the same model on its thread).
 * The server's CPU per photo with the check on gives photos/s per core, for the capacity plan (docs/DEPLOY.md).
 *
 *   npm run bench:uploads -- [--concurrency 1,10,50] [--photos <n>] [--dist] [--profile] [--quick]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { IMAGE_MAX_SIDE, THUMB_MAX_SIDE } from '@picture-bingo/shared';
import sharp from 'sharp';
import { completeSetup, mapLimit } from '@picture-bingo/testkit';
import { cli, int, intList } from '../lib/cli';
import { sleep } from '../lib/clock';
import { formatProfile, Inspector } from '../lib/profiler';
import {
  forkWorker,
  machineFacts,
  procStats,
  resultsDir,
  startAppServer,
  writeResult,
} from '../lib/processes';
import { distribution, fmt, mb, table, type Distribution } from '../lib/stats';
import { makePhonePhoto, PHOTO_HEIGHT, PHOTO_ORIENTATION, PHOTO_WIDTH } from './photo';
import type { UploadJob, WorkerCommand, WorkerReply } from './protocol';
import { benchClient } from '../lib/mail';
import { waitOnWall } from '../lib/wall';

const USAGE = `Usage: npm run bench:uploads -- [options]
  --concurrency <list>  uploads in flight, comma-separated (default 1,10,50)
  --photos <n>          measured photos per level (default: max(10, 2 x concurrency))
  --dist                run the built server (apps/server/dist) instead of the sources through tsx
  --cpu-prof            write a V8 CPU profile of each server's whole life to bench/results/profiles
  --profile             profile the server during each level's measured uploads and print the top functions
  --no-check            skip the runs with the safety check on
  --quick               tiny sizes (a 3 MP photo, 2 photos at 1 and 2 in flight): checks the bench still runs`;

const args = cli(USAGE, {
  concurrency: { type: 'string' },
  photos: { type: 'string' },
  dist: { type: 'boolean' },
  'cpu-prof': { type: 'boolean' },
  profile: { type: 'boolean' },
  'no-check': { type: 'boolean' },
  quick: { type: 'boolean' },
});

const quick = Boolean(args.quick);
const config = {
  concurrency: intList(args.concurrency, quick ? [1, 2] : [1, 10, 50]),
  photos: args.photos === undefined ? null : int(args.photos, 0),
  width: quick ? PHOTO_WIDTH / 2 : PHOTO_WIDTH,
  height: quick ? PHOTO_HEIGHT / 2 : PHOTO_HEIGHT,
  warmup: quick ? 1 : 2,
  dist: Boolean(args.dist),
  cpuProf: Boolean(args['cpu-prof']),
  profile: Boolean(args.profile),
  check: !args['no-check'],
};
const photosAt = (concurrency: number) => config.photos ?? (quick ? 2 : Math.max(10, 2 * concurrency));
const profileDir = path.join(resultsDir, 'profiles');
/** How often the server's RSS is sampled during a level (VmHWM is the exact peak; this gives the timeline). */
const SAMPLE_MS = 25;

// ---------------------------------------------------------------------------------------------------------

/** A worker process and its replies. */
async function worker(script: string): Promise<{
  child: ChildProcess;
  ask: <T extends WorkerReply['type']>(c: WorkerCommand, t: T) => Promise<Extract<WorkerReply, { type: T }>>;
}> {
  const child = forkWorker(script);
  const replies: WorkerReply[] = [];
  const waiting: (() => void)[] = [];
  child.on('message', (reply: WorkerReply) => {
    replies.push(reply);
    for (const wake of waiting.splice(0)) wake();
  });
  const next = async <T extends WorkerReply['type']>(type: T): Promise<Extract<WorkerReply, { type: T }>> => {
    for (;;) {
      const index = replies.findIndex((r) => r.type === type);
      if (index >= 0) return replies.splice(index, 1)[0] as Extract<WorkerReply, { type: T }>;
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        child.once('exit', () => resolve());
      });
    }
  };
  await next('ready');
  return {
    child,
    ask: (command, type) => {
      child.send(command);
      return next(type);
    },
  };
}

/** Samples a process's RSS until stopped; resolves with the highest sample. */
function sampleRss(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, procStats(pid).rssBytes);
    } catch {
      // the process is gone
    }
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

interface LevelResult {
  target: 'server (HTTP)' | 'sharp baseline' | 'server, check on' | 'sharp + model';
  concurrency: number;
  photos: number;
  failed: number;
  wallMs: number;
  photosPerSecond: number;
  /** Per photo: request start to response (server) or pipeline start to end (baseline). */
  latency: Distribution;
  /** CPU of the measured process (server or baseline), all threads, per photo. */
  cpuMsPerPhoto: number;
  /** RSS when the level started (server: after set-up and warm-up). */
  rssIdleMb: number;
  /** VmHWM: the process's peak RSS over its whole (fresh) life. */
  peakRssMb: number;
  /** Highest RSS sampled during the measured photos. */
  peakSampledMb: number;
  errors: string[];
}

function summarize(
  target: LevelResult['target'],
  concurrency: number,
  results: { start: number; end: number; ok: boolean; error?: string }[],
  cpuMs: number,
  rssIdle: number,
  hwm: number,
  sampled: number,
): LevelResult {
  const ok = results.filter((r) => r.ok);
  const first = Math.min(...results.map((r) => r.start));
  const last = Math.max(...results.map((r) => r.end));
  const wallMs = last - first;
  return {
    target,
    concurrency,
    photos: results.length,
    failed: results.length - ok.length,
    wallMs,
    photosPerSecond: (ok.length * 1000) / wallMs,
    latency: distribution(ok.map((r) => r.end - r.start)),
    cpuMsPerPhoto: cpuMs / Math.max(1, ok.length),
    rssIdleMb: mb(rssIdle),
    peakRssMb: mb(hwm),
    peakSampledMb: mb(sampled),
    errors: [...new Set(results.flatMap((r) => (r.error ? [r.error.slice(0, 200)] : [])))].slice(0, 5),
  };
}

/** The size the server must have stored: upright (EXIF orientation applied), fitted within `side`. */
function expectedSize(side: number) {
  const sideways = PHOTO_ORIENTATION >= 5;
  const w = sideways ? config.height : config.width;
  const h = sideways ? config.width : config.height;
  const scale = Math.min(1, side / Math.max(w, h));
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

/** Fetches every stored photo and thumbnail from /media and checks it is the upright, fitted WebP. */
async function verifyStored(base: string, urls: { image: string; thumb: string }[]): Promise<number> {
  const image = expectedSize(IMAGE_MAX_SIDE);
  const thumb = expectedSize(THUMB_MAX_SIDE);
  const checked = await mapLimit(urls, 4, async (cell) => {
    for (const [url, want] of [
      [cell.image, image],
      [cell.thumb, thumb],
    ] as const) {
      const res = await fetch(new URL(url, base));
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
      if (res.headers.get('content-type') !== 'image/webp') {
        throw new Error(`GET ${url}: content-type ${res.headers.get('content-type')}`);
      }
      const meta = await sharp(body).metadata();
      if (meta.format !== 'webp' || meta.width !== want.width || meta.height !== want.height || meta.exif) {
        throw new Error(
          `GET ${url}: ${meta.format} ${meta.width}x${meta.height}${meta.exif ? ' with EXIF' : ''}, ` +
            `expected webp ${want.width}x${want.height} without EXIF`,
        );
      }
    }
    return 1;
  });
  return checked.length;
}

/** With the check on: when the last photo was on the screens (checked), and photos/s up to then. */
type ServerLevel = LevelResult & {
  stored: number;
  onWall: { wallMs: number; photosPerSecond: number } | null;
};

async function runServer(concurrency: number, photoPath: string, check: boolean): Promise<ServerLevel> {
  if (config.cpuProf) fs.mkdirSync(profileDir, { recursive: true });
  const server = await startAppServer({
    dist: config.dist,
    cpuProfDir: config.cpuProf ? profileDir : undefined,
    inspect: config.profile,
    env: check ? { SAFETY_CHECK_DEFAULT: 'explicit' } : {},
  });
  const inspector = config.profile ? await Inspector.connect(server.inspectPort ?? 0) : null;
  const client = await worker('bench/uploads/client.ts');
  try {
    const api = benchClient(server.url);
    const host = (await api.registerHost()).accessToken;
    const game = await api.createPaidGame(host, { ...completeSetup, maxPlayer: Math.max(concurrency, 2) });
    // A device per upload in flight: the per-device upload limit is raised for the bench server anyway.
    const players = await api.joinPlayers(game.gameCode, concurrency, 8);
    await api.start(host, game.gameCode);
    const photos = photosAt(concurrency);
    // Cells 0 and 1 in turn (never a full line, so no completion events); a player's uploads that are in
    // flight together go to different cells.
    const job = (j: number): UploadJob => ({
      code: game.gameCode,
      token: players[j % concurrency].token,
      idx: Math.floor(j / concurrency) % 2,
    });
    const warm = await client.ask(
      {
        type: 'upload',
        url: server.url,
        photoPath,
        jobs: Array.from({ length: config.warmup }, (_, j) => job(j)),
        concurrency: 1,
      },
      'uploaded',
    );
    const warmFailed = warm.results.find((r) => r.status !== 200);
    if (warmFailed) throw new Error(`warm-up upload failed: ${warmFailed.status} ${warmFailed.error ?? ''}`);
    // With the check on, the warm-up's photos are checked too: the model loads once per node, before the clock.
    if (check)
      await waitOnWall(
        api,
        host,
        game.gameCode,
        warm.results.flatMap((r) => r.image ?? []),
      );
    await sleep(500);
    const before = procStats(server.pid);
    const stopSampling = sampleRss(server.pid);
    await inspector?.start();
    const run = await client.ask(
      {
        type: 'upload',
        url: server.url,
        photoPath,
        jobs: Array.from({ length: photos }, (_, j) => job(j)),
        concurrency,
      },
      'uploaded',
    );
    if (inspector) {
      const file = path.join(profileDir, `uploads-c${concurrency}.cpuprofile`);
      console.log(formatProfile(path.relative(process.cwd(), file), await inspector.stop(file), 20));
    }
    // The last photo of each cell is the one stored now (the others were replaced and deleted).
    const final = new Map<string, { image: string; thumb: string }>();
    run.results.forEach((r, j) => {
      if (r.image && r.thumb) final.set(`${job(j).token}:${job(j).idx}`, { image: r.image, thumb: r.thumb });
    });
    // Every photo's check done: each cell's last photo on the screens (the worker checks photos in turn, so the
    // replaced ones were checked before; the CPU below is then the whole pipeline's).
    const lastOnWall = check
      ? await waitOnWall(
          api,
          host,
          game.gameCode,
          [...final.values()].map((cell) => cell.image),
        )
      : null;
    const sampled = stopSampling();
    const after = procStats(server.pid);
    const stored = await verifyStored(server.url, [...final.values()]);
    const level = summarize(
      check ? 'server, check on' : 'server (HTTP)',
      concurrency,
      run.results.map((r) => ({ start: r.start, end: r.end, ok: r.status === 200, error: r.error })),
      after.cpuMs - before.cpuMs,
      before.rssBytes,
      after.hwmBytes,
      sampled,
    );
    const first = Math.min(...run.results.map((r) => r.start));
    const onWall =
      lastOnWall === null
        ? null
        : {
            wallMs: lastOnWall - first,
            photosPerSecond: ((photos - level.failed) * 1000) / (lastOnWall - first),
          };
    return { ...level, stored, onWall };
  } finally {
    client.child.kill();
    inspector?.close();
    await server.stop();
  }
}

async function runBaseline(concurrency: number, photoPath: string, check: boolean): Promise<LevelResult> {
  const baseline = await worker('bench/uploads/baseline.ts');
  try {
    await baseline.ask(
      { type: 'process', photoPath, count: config.warmup, concurrency: 1, check },
      'processed',
    );
    await sleep(500);
    const before = procStats(baseline.child.pid ?? 0);
    const stopSampling = sampleRss(baseline.child.pid ?? 0);
    const run = await baseline.ask(
      { type: 'process', photoPath, count: photosAt(concurrency), concurrency, check },
      'processed',
    );
    const sampled = stopSampling();
    const after = procStats(baseline.child.pid ?? 0);
    const want = expectedSize(IMAGE_MAX_SIDE);
    const wrong = run.results.find((r) => r.width !== want.width || r.height !== want.height);
    if (wrong)
      throw new Error(`baseline made ${wrong.width}x${wrong.height}, expected ${want.width}x${want.height}`);
    return summarize(
      check ? 'sharp + model' : 'sharp baseline',
      concurrency,
      run.results.map((r) => ({ start: r.start, end: r.end, ok: true })),
      after.cpuMs - before.cpuMs,
      before.rssBytes,
      after.hwmBytes,
      sampled,
    );
  } finally {
    baseline.child.kill();
  }
}

// ---------------------------------------------------------------------------------------------------------

interface Level {
  concurrency: number;
  app: ServerLevel;
  baseline: LevelResult;
  /** The same with the safety check on (absent with --no-check). */
  checked: { app: ServerLevel; baseline: LevelResult } | null;
}

function report(levels: Level[], photoBytes: number) {
  const rows = levels.flatMap((l) =>
    [l.app, l.baseline, ...(l.checked ? [l.checked.app, l.checked.baseline] : [])].map((r) => [
      String(r.concurrency),
      r.target,
      String(r.photos),
      `${fmt(r.wallMs / 1000)} s`,
      fmt(r.photosPerSecond, 2),
      fmt(r.latency.p50),
      fmt(r.latency.p95),
      fmt(r.cpuMsPerPhoto),
      fmt(r.rssIdleMb),
      fmt(r.peakSampledMb),
      fmt(r.peakRssMb),
      String(r.failed),
    ]),
  );
  console.log(
    `\n${table(
      [
        'in flight',
        'what',
        'photos',
        'wall',
        'photos/s',
        'p50 ms',
        'p95 ms',
        'cpu ms/photo',
        'RSS idle MB',
        'RSS peak (load) MB',
        'peak RSS (VmHWM) MB',
        'failed',
      ],
      rows,
    )}\n(photo: ${config.width}x${config.height} JPEG, ${fmt(photoBytes / 1024 / 1024, 2)} MB, EXIF orientation ` +
      `${PHOTO_ORIENTATION}; server: PUT multipart → stored 1600 px + 400 px WebP, answered; p50/p95: one ` +
      `upload's request start to response (baseline: one pipeline); cpu: the measured process, all threads; ` +
      `RSS idle: at the level's start; RSS peak (load): highest ${SAMPLE_MS} ms sample during the measured photos; ` +
      `VmHWM: the fresh process's peak over its life)\n`,
  );
  for (const l of levels) {
    const ratio = l.app.photosPerSecond / l.baseline.photosPerSecond;
    const rssOk = l.concurrency < 50 || l.app.peakRssMb <= 600;
    const c = l.checked;
    const checkRatio = c?.app.onWall ? c.app.onWall.photosPerSecond / c.baseline.photosPerSecond : null;
    // The answer's p95 with the check on against off: two runs of one server here differ by up to ~20 %.
    const p95Ratio = c ? c.app.latency.p95 / Math.max(1, l.app.latency.p95) : null;
    const checkMet =
      !c ||
      (checkRatio !== null &&
        checkRatio >= 0.8 &&
        p95Ratio !== null &&
        p95Ratio <= 1.2 &&
        c.app.failed === 0);
    const met = ratio >= 0.8 && rssOk && l.app.failed === 0 && checkMet;
    const checked = c
      ? ` check_p95_ms=${fmt(c.app.latency.p95)} p95_check_vs_off=${fmt(p95Ratio ?? 0, 2)} ` +
        `check_photos_per_s=${fmt(c.app.onWall?.photosPerSecond ?? 0, 2)} ` +
        `base_check_photos_per_s=${fmt(c.baseline.photosPerSecond, 2)} check_ratio=${fmt(checkRatio ?? 0, 2)} ` +
        `check_cpu_ms_per_photo=${fmt(c.app.cpuMsPerPhoto)} ` +
        `check_photos_per_s_per_core=${fmt(1000 / Math.max(1, c.app.cpuMsPerPhoto), 2)} ` +
        `check_failed=${c.app.failed} check_stored=${c.app.stored}`
      : '';
    console.log(
      `RESULT uploads concurrency=${l.concurrency} photos=${l.app.photos} ` +
        `app_photos_per_s=${fmt(l.app.photosPerSecond, 2)} base_photos_per_s=${fmt(l.baseline.photosPerSecond, 2)} ` +
        `ratio=${fmt(ratio, 2)} app_p50_ms=${fmt(l.app.latency.p50)} app_p95_ms=${fmt(l.app.latency.p95)} ` +
        `app_cpu_ms_per_photo=${fmt(l.app.cpuMsPerPhoto)} base_cpu_ms_per_photo=${fmt(l.baseline.cpuMsPerPhoto)} ` +
        `app_peak_rss_mb=${fmt(l.app.peakRssMb)} app_peak_rss_load_mb=${fmt(l.app.peakSampledMb)} ` +
        `base_peak_rss_mb=${fmt(l.baseline.peakRssMb)} failed=${l.app.failed} stored=${l.app.stored}${checked} ` +
        `target=${quick ? 'n/a(quick)' : met ? 'met' : 'missed'}`,
    );
    for (const error of [...l.app.errors, ...(c?.app.errors ?? [])]) console.log(`  error: ${error}`);
  }
}

async function main() {
  const started = new Date();
  console.log(`uploads bench ${started.toISOString()} ${JSON.stringify(machineFacts())}`);
  console.log(`config ${JSON.stringify(config)}`);
  const photo = await makePhonePhoto(config.width, config.height);
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-photo-'));
  const photoPath = path.join(photoDir, 'photo.jpg');
  fs.writeFileSync(photoPath, photo);
  const levels: Level[] = [];
  try {
    for (const concurrency of config.concurrency) {
      console.log(
        `  ${concurrency} in flight: ${photosAt(concurrency)} photos, load ${os.loadavg()[0].toFixed(2)}`,
      );
      const app = await runServer(concurrency, photoPath, false);
      console.log(`  ${concurrency} in flight: server ${fmt(app.photosPerSecond, 2)} photos/s`);
      const baseline = await runBaseline(concurrency, photoPath, false);
      console.log(`  ${concurrency} in flight: baseline ${fmt(baseline.photosPerSecond, 2)} photos/s`);
      let checked: Level['checked'] = null;
      if (config.check) {
        const checkedApp = await runServer(concurrency, photoPath, true);
        console.log(
          `  ${concurrency} in flight, check on: server ${fmt(checkedApp.onWall?.photosPerSecond ?? 0, 2)} photos/s checked`,
        );
        const checkedBase = await runBaseline(concurrency, photoPath, true);
        console.log(
          `  ${concurrency} in flight, check on: sharp + model ${fmt(checkedBase.photosPerSecond, 2)} photos/s`,
        );
        checked = { app: checkedApp, baseline: checkedBase };
      }
      levels.push({ concurrency, app, baseline, checked });
    }
  } finally {
    fs.rmSync(photoDir, { recursive: true, force: true });
  }
  report(levels, photo.length);
  const file = writeResult(quick ? 'uploads-quick' : 'uploads', {
    started: started.toISOString(),
    machine: machineFacts(),
    config,
    photoBytes: photo.length,
    levels,
  });
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
