/**
 * Load soak: players of several games each fill their 5x5 card with photos, paced evenly over a
 * fixed time, against one server process, while every game's host screen and big screen watch live. At the
 * end: every upload answered 2xx is in the database and its files are served, no answer was a 5xx, every
 * screen shows what the database holds, and the server's memory stayed flat after the warm-up.
 *
 * The server, the upload generators (2 processes) and this process (set-up, screens, checks, memory
 * sampling) are separate processes.
 *
 *   npm run bench:soak -- [--quick] [--players 200 --games 10 --photos 24 --minutes 10] [--postgres]
 */
import fs from 'node:fs';
import path from 'node:path';
import { mapLimit } from '@picture-bingo/testkit';
import { cli, int } from '../lib/cli';
import { sharedNow, sleep } from '../lib/clock';
import { Inspector } from '../lib/profiler';
import { machineFacts, procStats, startAppServer, writeResult } from '../lib/processes';
import { distribution, fmt } from '../lib/stats';
import { Uploader } from './generators';
import { MemorySampler, memoryVerdict } from './memory';
import type { PlannedUpload, UploadRecord } from './protocol';
import { printReport, type SoakResult } from './report';
import { Screen } from './screens';
import { createGames, freshPostgres, joinAll, planUploads } from './setup';
import { StatusTally } from './tally';
import { checkMedia, checkPhotos, checkScreens, readTruth } from './verify';
import { benchClient } from '../lib/mail';

const USAGE = `Usage: npm run bench:soak -- [options]
  --players <n>        players in all (default 200), spread evenly over the games
  --games <n>          games (default 10), each with its own host, host screen and big screen
  --photos <n>         photos per player (default 24: a full 5x5 card; more replace earlier ones)
  --minutes <m>        how long the uploads are spread over (default 10; fractions allowed)
  --image <WxH>        size of the uploaded JPEG (default 640x480)
  --generators <n>     upload load-generator processes (default 2)
  --warmup <share>     share of the run before memory counts as warmed up (default 0.2)
  --postgres           PostgreSQL instead of SQLite: a fresh database on the server of DATABASE_URL
                       (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards
  --dist               run the built server (apps/server/dist) instead of the sources through tsx
  --out <file>         also write the result JSON here
  --quick              2 games, 6 players, 24 photos each over 15 s, 320x240: the invariants, in seconds`;

const args = cli(USAGE, {
  players: { type: 'string' },
  games: { type: 'string' },
  photos: { type: 'string' },
  minutes: { type: 'string' },
  image: { type: 'string' },
  generators: { type: 'string' },
  warmup: { type: 'string' },
  postgres: { type: 'boolean' },
  dist: { type: 'boolean' },
  out: { type: 'string' },
  quick: { type: 'boolean' },
});

const quick = Boolean(args.quick);
const [imageWidth, imageHeight] = (args.image ?? (quick ? '320x240' : '640x480')).split('x').map(Number);
if (!(imageWidth > 0 && imageHeight > 0)) {
  console.error(`--image must be WIDTHxHEIGHT\n\n${USAGE}`);
  process.exit(2);
}
const players = Math.max(1, int(args.players, quick ? 6 : 200));
const config = {
  quick,
  players,
  // A game needs a player to start.
  games: Math.min(players, Math.max(1, int(args.games, quick ? 2 : 10))),
  photos: Math.max(1, int(args.photos, 24)),
  minutes: int(args.minutes, quick ? 0.25 : 10),
  image: `${imageWidth}x${imageHeight}`,
  generators: Math.max(1, int(args.generators, 2)),
  warmup: Math.min(0.9, int(args.warmup, 0.2)),
  database: args.postgres ? 'postgres' : 'sqlite',
  dist: Boolean(args.dist),
  sampleEverySeconds: quick ? 1 : 5,
  uploadTimeoutMs: 60_000,
};
const durationMs = config.minutes * 60_000;

/** Waits until `ready()` holds, or `ms` passed; returns whether it held. */
async function until(ready: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Server log lines at error level or worse (pino's JSON: level ≥ 50). */
const serverErrors = (output: string) => output.split('\n').filter((line) => /"level":(5|6)\d/.test(line));

async function main(): Promise<boolean> {
  const started = new Date();
  console.log(`soak ${started.toISOString()} ${JSON.stringify(machineFacts())}`);
  console.log(`config ${JSON.stringify(config)}`);

  // The load generators start (tsx, a JPEG made with sharp) while the server does.
  const uploaders = Array.from({ length: config.generators }, () => new Uploader(imageWidth, imageHeight));
  const postgres = args.postgres
    ? await freshPostgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    : null;
  const server = await startAppServer({
    dist: config.dist,
    inspect: true,
    env: {
      // Every player of a venue shares one IP here: the limits are raised so only the load is measured.
      UPLOAD_RATE_LIMIT_MAX: '100000',
      JOIN_RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      // Every client of a bench is on one address: the per-address ceilings would measure themselves.
      JOIN_IP_RATE_LIMIT_MAX: '1000000000',
      CODE_LOOKUP_RATE_LIMIT_MAX: '1000000000',
      CODE_MISS_RATE_LIMIT_MAX: '1000000000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  });
  const inspector = await Inspector.connect(server.inspectPort ?? 0);
  const sampler = new MemorySampler(server.pid, inspector);
  const screens: Screen[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    sampler.start(config.sampleEverySeconds * 1000);
    const api = benchClient(server.url);

    // Set-up: games paid, screens open on the lobby, players join, hosts start.
    const setupStarted = performance.now();
    const games = await createGames(api, config.games, config.players);
    for (const game of games) {
      screens.push(new Screen('host', game.index, game.code, server.url, game.hostToken));
      screens.push(new Screen('big-screen', game.index, game.code, server.url, game.hostToken));
    }
    await mapLimit(screens, 4, (screen) => screen.open());
    await joinAll(api, games, config.players);
    await mapLimit(games, 2, (game) => api.start(game.hostToken, game.code));
    if (!(await until(() => screens.every((s) => s.loaded && s.settled), 30_000))) {
      throw new Error('the screens did not load the started games within 30 s');
    }
    const setupMs = performance.now() - setupStarted;
    const plan = planUploads(games, config.photos, durationMs);
    console.log(
      `set up ${games.length} games, ${games.reduce((n, g) => n + g.players.length, 0)} players, ` +
        `${screens.length} screens in ${fmt(setupMs / 1000)} s; ${plan.length} photos over ${config.minutes} min ` +
        `(${fmt(plan.length / (durationMs / 1000), 2)}/s)`,
    );

    // The load generators, each with its share of the players.
    const jpegBytes = (await Promise.all(uploaders.map((u) => u.ready)))[0];
    const owner = new Map<string, number>();
    for (const upload of plan) {
      if (!owner.has(upload.deviceToken)) owner.set(upload.deviceToken, owner.size % uploaders.length);
    }
    const shares: PlannedUpload[][] = uploaders.map(() => []);
    for (const upload of plan) shares[owner.get(upload.deviceToken) ?? 0].push(upload);

    await sampler.checkpoint();
    const startAt = sharedNow() + 1000;
    sampler.setOrigin(startAt);
    const cpuAtStart = procStats(server.pid).cpuMs;
    uploaders.forEach((u, g) => u.run(server.url, startAt, shares[g], config.uploadTimeoutMs));

    // Live heap every tenth of the run (the warm-up's end is one of them), progress now and then.
    for (let i = 1; i <= 10; i++) {
      const at = startAt + (durationMs * i) / 10 - sharedNow();
      timers.push(setTimeout(() => void sampler.checkpoint().catch(() => undefined), at));
    }
    let cpuAtEnd = cpuAtStart;
    timers.push(
      setTimeout(() => (cpuAtEnd = procStats(server.pid).cpuMs), startAt + durationMs - sharedNow()),
    );
    const progressEvery = quick ? 5_000 : 30_000;
    timers.push(
      setInterval(() => {
        const last = sampler.samples[sampler.samples.length - 1];
        const done = uploaders.reduce((n, u) => n + u.done, 0);
        const ok = uploaders.reduce((n, u) => n + u.ok, 0);
        console.log(
          `  t=${fmt((sharedNow() - startAt) / 1000, 0)} s uploads ${done}/${plan.length} (2xx ${ok}) ` +
            `rss ${fmt(last?.rssMb ?? NaN)} MB heap ${fmt(last?.heapMb ?? NaN)} MB`,
        );
      }, progressEvery),
    );

    const finished = await Promise.all(uploaders.map((u) => u.finished));
    const loadEndedAt = sharedNow();
    const records: UploadRecord[] = finished.flatMap((f) => f.records).sort((a, b) => a.id - b.id);
    // The checkpoint at the run's end may still be due (the last answers came early).
    await sleep(Math.max(0, startAt + durationMs + 200 - sharedNow()));
    for (const timer of timers) clearTimeout(timer);
    if (cpuAtEnd === cpuAtStart) cpuAtEnd = procStats(server.pid).cpuMs;

    // Screens: every accepted photo's event in, and every fetch it started answered.
    const acceptedIn = (game: number) =>
      records.filter((r) => r.status >= 200 && r.status < 300 && plan[r.id].game === game).length;
    const caughtUp = await until(
      () => screens.every((s) => s.cellEvents >= acceptedIn(s.game) && s.settled),
      15_000,
    );
    await sleep(300);
    await until(() => screens.every((s) => s.settled), 5_000);
    await sampler.checkpoint();

    const verifyTally = new StatusTally();
    const truth = await readTruth(server.url, games, verifyTally);
    const photos = checkPhotos(plan, records, truth);
    const media = await checkMedia(server.url, truth);
    const screenCheck = checkScreens(screens, truth);
    const uploads = new StatusTally();
    for (const r of records) uploads.add(r.status);
    const answered = records.filter((r) => r.status > 0);
    const firstSent = startAt;
    const memory = memoryVerdict(sampler, (durationMs / 1000) * config.warmup, durationMs / 1000);
    const errors = serverErrors(server.output());

    const result: SoakResult = {
      started: started.toISOString(),
      machine: machineFacts(),
      config,
      jpegBytes,
      setupMs,
      plannedUploads: plan.length,
      uploads,
      uploadMs: distribution(answered.map((r) => r.ms)),
      lagMs: distribution(records.map((r) => r.lagMs)),
      rate: records.length / ((loadEndedAt - firstSent) / 1000),
      serverCpuCores: (cpuAtEnd - cpuAtStart) / durationMs,
      generatorCpuMs: finished.map((f) => f.cpuMs),
      photos,
      media,
      screens: screenCheck,
      screensCaughtUp: caughtUp,
      verifyTally,
      memory,
      samples: sampler.samples,
      liveHeap: sampler.live,
      serverErrorLines: errors.slice(0, 5),
      serverErrorCount: errors.length,
      unansweredExamples: records.filter((r) => r.status === 0 || r.status >= 500).slice(0, 5),
    };
    const pass = printReport(result);
    const file = writeResult(quick ? 'soak-quick' : 'soak', result);
    if (args.out) {
      fs.mkdirSync(path.dirname(args.out), { recursive: true });
      fs.copyFileSync(file, args.out);
    }
    console.log(`results: ${path.relative(process.cwd(), file)}`);
    return pass;
  } finally {
    for (const timer of timers) clearTimeout(timer);
    sampler.stop();
    for (const screen of screens) screen.close();
    await Promise.all(uploaders.map((u) => u.close()));
    inspector.close();
    await server.stop();
    await postgres?.drop();
  }
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
