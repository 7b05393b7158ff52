/**
 * Bench 1, live fan-out. One player's photo upload reaches every other socket of the game; the
 * latency of each delivery is measured from the moment the upload request starts (just before the client
 * sends it) to the moment the `cell:updated` event is handled in a load-generator process, on a clock shared by
 * all processes (performance.timeOrigin + performance.now()). The baseline, in the same run, is a bare `ws`
 * server broadcasting a frame of the same bytes to the same number of sockets, triggered the same way (an
 * HTTP request whose start is the zero of the clock). The server, the baseline and the load generators are
 * separate processes.
 *
 * With --nodes 2 the game's sockets are spread over two server processes on one PostgreSQL database and a Redis
 * adapter (docs/DEPLOY.md), and the uploads go through either node in turn.
 *
 *   npm run bench:fanout -- [--players 100,500,1000,2000] [--uploads 20] [--many] [--nodes 1,2] [--quick]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { GAME_FRAME_MS } from '@picture-bingo/shared';
import { ApiClient, completeSetup, mapLimit } from '@picture-bingo/testkit';
import { cli, int, intList } from '../lib/cli';
import { startCluster } from '../lib/cluster';
import { sharedNow, sleep } from '../lib/clock';
import { makeJpeg } from '../lib/jpeg';
import { formatProfile, Inspector } from '../lib/profiler';
import {
  forkWorker,
  machineFacts,
  procStats,
  resultsDir,
  startScriptServer,
  writeResult,
  type Running,
} from '../lib/processes';
import { distribution, fmt, kb, mb, table, type Distribution } from '../lib/stats';
import type { ClientMode, ClientSpec, GeneratorCommand, GeneratorReply } from './protocol';
import { benchClient } from '../lib/mail';

const USAGE = `Usage: npm run bench:fanout -- [options]
  --players <list>     players in the one game, comma-separated (default 100,500,1000,2000)
  --uploads <k>        measured uploads per run (default 20), after --warmup ones (default 2)
  --many               also the many-games case: --games (400) games of --per-game (25) sockets
  --only-many          only the many-games case
  --nodes <list>       server processes per case, comma-separated (default 1): 1 is the embedded default
                       (SQLite), more are nodes on a fresh PostgreSQL database (BENCH_DATABASE_URL, else
                       TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) with the Redis adapter
                       on a private redis-server; sockets are spread over the nodes, uploads alternate
  --postgres           one node on PostgreSQL too (a fresh database), to compare with --nodes 2 fairly
  --sio-client         the app's sockets use the socket.io-client library instead of the protocol over bare
                       ws (the library's own CPU then counts against the app, on this 2-core machine)
  --generators <n>     load-generator processes (default 2)
  --concurrency <n>    connections being opened at once per generator (default 50)
  --dist               run the built server (apps/server/dist) instead of the sources through tsx
  --cpu-prof           write a V8 CPU profile of the server's whole life to bench/results/profiles
  --profile            profile the server while the sockets connect and during the measured rounds
                       (bench/results/profiles/fanout-<case>-<phase>.cpuprofile) and print the top functions
  --quick              tiny sizes, a few seconds: checks the bench still runs (no timing asserted)`;

const args = cli(USAGE, {
  players: { type: 'string' },
  uploads: { type: 'string' },
  warmup: { type: 'string' },
  many: { type: 'boolean' },
  'only-many': { type: 'boolean' },
  games: { type: 'string' },
  'per-game': { type: 'string' },
  nodes: { type: 'string' },
  postgres: { type: 'boolean' },
  'sio-client': { type: 'boolean' },
  generators: { type: 'string' },
  concurrency: { type: 'string' },
  dist: { type: 'boolean' },
  'cpu-prof': { type: 'boolean' },
  profile: { type: 'boolean' },
  quick: { type: 'boolean' },
});

const quick = Boolean(args.quick);
const config = {
  players: intList(args.players, quick ? [8] : [100, 500, 1000, 2000]),
  uploads: int(args.uploads, quick ? 2 : 20),
  warmup: int(args.warmup, quick ? 1 : 2),
  many: Boolean(args.many || args['only-many'] || quick),
  oneGame: !args['only-many'],
  games: int(args.games, quick ? 3 : 400),
  perGame: int(args['per-game'], quick ? 4 : 25),
  nodes: intList(args.nodes, [1]),
  postgres: Boolean(args.postgres),
  client: (args['sio-client'] ? 'socket.io-client' : 'socket.io') as ClientMode,
  generators: Math.max(1, int(args.generators, 2)),
  concurrency: Math.max(1, int(args.concurrency, quick ? 4 : 50)),
  dist: Boolean(args.dist),
  cpuProf: Boolean(args['cpu-prof']),
  profile: Boolean(args.profile),
};
/** The gap after a round's last delivery before the next upload. */
const ROUND_GAP_MS = quick ? 20 : 150;
const ROUND_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------------------
// Load generators

class Generator {
  private waiters: { match: (r: GeneratorReply) => boolean; resolve: (r: GeneratorReply) => void }[] = [];

  readonly ready: Promise<unknown>;

  constructor(readonly child: ChildProcess) {
    this.ready = this.expect('ready');
    child.on('message', (reply: GeneratorReply) => {
      const index = this.waiters.findIndex((w) => w.match(reply));
      if (index >= 0) this.waiters.splice(index, 1)[0].resolve(reply);
    });
  }

  /** The next reply of this type (and matching), from now on. */
  expect<T extends GeneratorReply['type']>(
    type: T,
    match: (r: Extract<GeneratorReply, { type: T }>) => boolean = () => true,
  ): Promise<Extract<GeneratorReply, { type: T }>> {
    return new Promise<Extract<GeneratorReply, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load generator exited with ${code}`));
      this.child.once('exit', onExit);
      this.waiters.push({
        match: (r) => r.type === type && match(r as Extract<GeneratorReply, { type: T }>),
        resolve: (r) => {
          this.child.off('exit', onExit);
          resolve(r as Extract<GeneratorReply, { type: T }>);
        },
      });
    });
  }

  request<T extends GeneratorReply['type']>(
    command: GeneratorCommand,
    type: T,
    match?: (r: Extract<GeneratorReply, { type: T }>) => boolean,
  ): Promise<Extract<GeneratorReply, { type: T }>> {
    const reply = this.expect(type, match);
    this.child.send(command);
    return reply;
  }

  async close() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'close' } satisfies GeneratorCommand);
    await Promise.race([exited, sleep(10_000)]);
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/** Estimates how far each generator's shared clock is from ours (IPC round trip, the fastest of 20). */
async function clockSkew(generators: Generator[]): Promise<number> {
  let worst = 0;
  for (const generator of generators) {
    let best = { rtt: Infinity, offset: 0 };
    for (let id = 0; id < 20; id++) {
      const before = sharedNow();
      const reply = await generator.request({ type: 'clock', id }, 'clock', (r) => r.id === id);
      const after = sharedNow();
      if (after - before < best.rtt) best = { rtt: after - before, offset: reply.now - (before + after) / 2 };
    }
    worst = Math.max(worst, Math.abs(best.offset));
  }
  return worst;
}

interface ConnectOutcome {
  generators: Generator[];
  connectMs: number;
  handshake: Distribution;
  failed: number;
  errors: string[];
}

async function connectClients(
  mode: ClientMode,
  urls: string[],
  clients: ClientSpec[],
): Promise<ConnectOutcome> {
  const generators = Array.from(
    { length: config.generators },
    () => new Generator(forkWorker('bench/fanout/generator.ts')),
  );
  await Promise.all(generators.map((g) => g.ready));
  // Round-robin, so every room has sockets in every generator.
  const slices = generators.map((_, g) => clients.filter((_, i) => i % generators.length === g));
  const started = performance.now();
  const replies = await Promise.all(
    generators.map((generator, g) =>
      generator.request(
        { type: 'connect', mode, urls, clients: slices[g], concurrency: config.concurrency },
        'connected',
      ),
    ),
  );
  return {
    generators,
    connectMs: performance.now() - started,
    handshake: distribution(replies.flatMap((r) => r.handshakeMs)),
    failed: replies.reduce((n, r) => n + r.failed, 0),
    errors: replies.flatMap((r) => r.errors),
  };
}

interface RoundOutcome {
  latencies: number[];
  /** Each arrival − the round's first arrival: the broadcast's own spread, without the work before it. */
  spread: number[];
  missing: number;
  /** ms from the request's start to its response. */
  responseMs: number;
  firstMs: number;
  sample: string | null;
}

/** One broadcast: arms every generator for the room, triggers it, and collects every arrival. */
async function round(
  generators: Generator[],
  index: number,
  room: number,
  trigger: () => Promise<void>,
): Promise<RoundOutcome> {
  await Promise.all(generators.map((g) => g.request({ type: 'arm', round: index, room }, 'armed')));
  const results = generators.map((g) => g.expect('round', (r) => r.round === index));
  const t0 = sharedNow();
  await trigger();
  const responseMs = sharedNow() - t0;
  const timer = setTimeout(() => {
    for (const g of generators) g.child.send({ type: 'collect', round: index } satisfies GeneratorCommand);
  }, ROUND_TIMEOUT_MS);
  const replies = await Promise.all(results);
  clearTimeout(timer);
  const latencies = replies.flatMap((r) => r.arrivals.map((at) => at - t0));
  const first = Math.min(...latencies);
  return {
    latencies,
    spread: latencies.map((l) => l - first),
    missing: replies.reduce((n, r) => n + r.missing, 0),
    responseMs,
    firstMs: first,
    sample: replies.find((r) => r.sample !== null)?.sample ?? null,
  };
}

interface PhaseResult {
  target: 'socket.io' | 'ws baseline';
  nodes: number;
  sockets: number;
  receivers: number;
  connectMs: number;
  handshake: Distribution;
  connectFailed: number;
  latency: Distribution;
  spread: Distribution;
  missing: number;
  /** Mean ms from the trigger request's start to its response, with the sockets connected. */
  responseMs: number;
  /** The same before any socket connected (app: the upload path alone). */
  aloneMs: number;
  /** Mean ms from the trigger's start to the round's first arrival. */
  firstMs: number;
  disconnects: number;
  /** Server process(es, summed), after a full GC: RSS and JS heap before the sockets connected and with them. */
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPerSocketKb: number;
  heapPerSocketKb: number;
  /** Server CPU while the sockets connected, per socket. */
  connectCpuMsPerSocket: number;
  /** Server CPU per broadcast round (app: the whole upload, image processing included). */
  cpuMsPerRound: number;
  /** Server CPU per delivered message, µs. */
  cpuUsPerDelivery: number;
  clockSkewMs: number;
  generatorCpuMsPerRound: number;
  sample: string | null;
}

type ProfileHook = (phase: 'connect' | 'rounds', edge: 'start' | 'stop') => Promise<void>;

/**
 * Connects the clients to a running server, runs warm-up and measured rounds, and measures the server
 * process meanwhile. `roomOfRound` picks the room (game) of each round.
 */
async function runPhase(
  target: PhaseResult['target'],
  servers: Running[],
  inspectors: Inspector[],
  mode: ClientMode,
  clients: ClientSpec[],
  roomOfRound: (round: number) => number,
  trigger: (round: number, room: number) => Promise<void>,
  profile?: ProfileHook,
): Promise<PhaseResult> {
  // The trigger alone, before any socket listens (warms the path up too).
  const alone: number[] = [];
  for (let r = 0; r < 3; r++) {
    const t0 = sharedNow();
    await trigger(r, roomOfRound(r));
    alone.push(sharedNow() - t0);
  }
  // All server processes together (one node, or the nodes of a cluster).
  const stats = () => {
    const all = servers.map((s) => procStats(s.pid));
    return {
      cpuMs: all.reduce((n, s) => n + s.cpuMs, 0),
      rssBytes: all.reduce((n, s) => n + s.rssBytes, 0),
    };
  };
  const gc = () => Promise.all(inspectors.map((i) => i.gc()));
  const heapUsed = async () =>
    (await Promise.all(inspectors.map((i) => i.heapUsed()))).reduce((a, b) => a + b, 0);
  await sleep(quick ? 100 : 1000);
  await gc();
  const before = stats();
  const heapBefore = await heapUsed();
  await profile?.('connect', 'start');
  const connectStats = stats();
  const connected = await connectClients(
    mode,
    servers.map((s) => (mode === 'ws' ? s.url.replace('http', 'ws') : s.url)),
    clients,
  );
  const { generators } = connected;
  try {
    if (connected.failed > 0) {
      console.warn(
        `  ${connected.failed} of ${clients.length} sockets failed: ${connected.errors.join('; ')}`,
      );
    }
    const afterConnect = stats();
    await profile?.('connect', 'stop');
    await sleep(quick ? 100 : 2000);
    await gc();
    const settled = stats();
    const heapSettled = await heapUsed();
    const skew = await clockSkew(generators);

    for (let r = 0; r < config.warmup; r++) {
      await round(generators, r, roomOfRound(r), () => trigger(r, roomOfRound(r)));
      await sleep(ROUND_GAP_MS);
    }

    const genCpu0 = await Promise.all(generators.map((g) => g.request({ type: 'stats' }, 'stats')));
    let roundCpuMs = 0;
    const rounds: RoundOutcome[] = [];
    await profile?.('rounds', 'start');
    for (let r = config.warmup; r < config.warmup + config.uploads; r++) {
      const room = roomOfRound(r);
      const start = stats().cpuMs;
      rounds.push(await round(generators, r, room, () => trigger(r, room)));
      roundCpuMs += stats().cpuMs - start;
      await sleep(ROUND_GAP_MS);
    }
    await profile?.('rounds', 'stop');
    const genCpu1 = await Promise.all(generators.map((g) => g.request({ type: 'stats' }, 'stats')));
    const receiversPerRound = rounds.reduce((n, r) => n + r.latencies.length + r.missing, 0) / rounds.length;
    const deliveries = rounds.reduce((n, r) => n + r.latencies.length, 0);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    return {
      target,
      nodes: servers.length,
      sockets: clients.length,
      receivers: receiversPerRound,
      connectMs: connected.connectMs,
      handshake: connected.handshake,
      connectFailed: connected.failed,
      latency: distribution(rounds.flatMap((r) => r.latencies)),
      spread: distribution(rounds.flatMap((r) => r.spread)),
      missing: rounds.reduce((n, r) => n + r.missing, 0),
      responseMs: mean(rounds.map((r) => r.responseMs)),
      aloneMs: mean(alone),
      firstMs: mean(rounds.map((r) => r.firstMs)),
      disconnects: genCpu1.reduce((n, s) => n + s.disconnects, 0),
      rssBeforeMb: mb(before.rssBytes),
      rssAfterMb: mb(settled.rssBytes),
      rssPerSocketKb: kb(settled.rssBytes - before.rssBytes) / clients.length,
      heapPerSocketKb: kb(heapSettled - heapBefore) / clients.length,
      connectCpuMsPerSocket: (afterConnect.cpuMs - connectStats.cpuMs) / clients.length,
      cpuMsPerRound: roundCpuMs / rounds.length,
      cpuUsPerDelivery: (roundCpuMs * 1000) / Math.max(1, deliveries),
      clockSkewMs: skew,
      generatorCpuMsPerRound:
        genCpu1.reduce((n, s, i) => n + s.cpuMs - genCpu0[i].cpuMs, 0) / Math.max(1, rounds.length),
      sample: rounds.find((r) => r.sample !== null)?.sample ?? null,
    };
  } finally {
    await Promise.all(generators.map((g) => g.close()));
  }
}

// ---------------------------------------------------------------------------------------------------------
// The app and the baseline

interface GameSetup {
  code: string;
  /** Its own host's access token: a login session holds only a few sockets (realtime/socket-server.ts). */
  hostToken: string;
  /** Players' device tokens; the first one uploads. */
  players: string[];
}

/** Every game's sockets, spread over the nodes in turn (as a load balancer without stickiness would). */
function clientsOf(games: GameSetup[], nodes: number): ClientSpec[] {
  return games
    .flatMap((game, room) => [
      // The host's screen and the big screen (a second host socket).
      { auth: { gameCode: game.code, hostToken: game.hostToken }, room, record: true },
      { auth: { gameCode: game.code, hostToken: game.hostToken }, room, record: true },
      // Every other player's socket watches the whole game (a gallery or standings screen open, the worst
      // case: a phone on its card gets only its own cells, so nothing to measure there).
      ...game.players.map((deviceToken, i) => ({
        auth: { gameCode: game.code, deviceToken, ...(i > 0 ? { watch: true } : {}) },
        room,
        record: i > 0,
      })),
    ])
    .map((spec, i) => ({ ...spec, node: i % nodes }));
}

async function setupGames(api: ApiClient, games: number, playersPerGame: number) {
  return mapLimit(
    Array.from({ length: games }, (_, g) => g),
    Math.min(games, 4),
    async (): Promise<GameSetup> => {
      const hostToken = (await api.registerHost()).accessToken;
      const game = await api.createPaidGame(hostToken, {
        ...completeSetup,
        maxPlayer: Math.max(playersPerGame, 1),
      });
      const players = await api.joinPlayers(game.gameCode, playersPerGame, games > 1 ? 2 : 8);
      await api.start(hostToken, game.gameCode);
      return { code: game.gameCode, hostToken, players: players.map((p) => p.token) };
    },
  );
}

interface CaseResult {
  name: string;
  nodes: number;
  /** What the server ran on. */
  setup: string;
  games: number;
  playersPerGame: number;
  setupMs: number;
  app: PhaseResult;
  baseline: PhaseResult;
}

async function runCase(
  name: string,
  nodes: number,
  games: number,
  playersPerGame: number,
  roomOfRound: (r: number) => number,
): Promise<CaseResult> {
  const jpeg = await makeJpeg();
  const profileDir = path.join(resultsDir, 'profiles');
  if (config.cpuProf) fs.mkdirSync(profileDir, { recursive: true });
  const cluster = await startCluster(nodes, {
    postgres: config.postgres,
    dist: config.dist,
    cpuProfDir: config.cpuProf ? profileDir : undefined,
    inspect: true,
  });
  const inspectors: Inspector[] = [];
  // Profiles the first node (with two nodes, its sockets get the broadcast through Redis half the time).
  const profile: ProfileHook = async (phase, edge) => {
    if (edge === 'start') return inspectors[0].start();
    const file = path.join(profileDir, `fanout-${name}-${phase}.cpuprofile`);
    console.log(formatProfile(path.relative(process.cwd(), file), await inspectors[0].stop(file), 20));
  };
  try {
    for (const node of cluster.nodes) inspectors.push(await Inspector.connect(node.inspectPort ?? 0));
    const setupStarted = performance.now();
    const apis = cluster.nodes.map((node) => benchClient(node.url));
    const setups = await setupGames(apis[0], games, playersPerGame);
    const setupMs = performance.now() - setupStarted;
    console.log(
      `  ${name}: ${cluster.describe}; set up ${games} game(s) x ${playersPerGame} players in ` +
        `${fmt(setupMs / 1000)} s`,
    );
    const clients = clientsOf(setups, nodes);
    // Photos go to two cells in turn, so no card completes (no player:completed events in the way); with
    // several nodes the uploads go through each node in turn.
    const app = await runPhase(
      'socket.io',
      cluster.nodes,
      inspectors,
      config.client,
      clients,
      roomOfRound,
      async (r, room) => {
        await apis[r % nodes].uploadPhoto(setups[room].code, setups[room].players[0], r % 2, jpeg);
      },
      config.profile ? profile : undefined,
    );
    console.log(`  ${name}: socket.io done (${fmt(app.latency.p95)} ms p95)`);
    const baseline = await runBaseline(clients, roomOfRound, `42["cells:updated",${app.sample ?? '[]'}]`);
    console.log(`  ${name}: ws baseline done (${fmt(baseline.latency.p95)} ms p95)`);
    return { name, nodes, setup: cluster.describe, games, playersPerGame, setupMs, app, baseline };
  } finally {
    for (const inspector of inspectors) inspector.close();
    await cluster.stop();
  }
}

/** The same clients and rounds against the bare `ws` server, broadcasting the real packet's bytes. */
async function runBaseline(clients: ClientSpec[], roomOfRound: (r: number) => number, frame: string) {
  const server = await startScriptServer('bench/fanout/ws-server.ts', { inspect: true });
  const inspector = await Inspector.connect(server.inspectPort ?? 0);
  try {
    const payload = await fetch(`${server.url}/payload`, { method: 'POST', body: frame });
    if (payload.status !== 204) throw new Error(`baseline /payload answered ${payload.status}`);
    return await runPhase(
      'ws baseline',
      [server],
      [inspector],
      'ws',
      clients,
      roomOfRound,
      async (_r, room) => {
        const res = await fetch(`${server.url}/broadcast?room=${room}`, { method: 'POST' });
        await res.arrayBuffer();
      },
    );
  } finally {
    inspector.close();
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------

/**
 * How a case is judged (docs/PERFORMANCE.md, "Live fan-out"):
 * - latency: arrival − start of the upload request, what a player sees. The measured sockets are watching screens
 *   (the host's, gallery and standings), which the design sends one batched frame per GAME_FRAME_MS (decision 009):
 *   a change waits up to one frame, so p95 ≤ LATENCY_TARGET_MS, one frame plus DELIVERY_ALLOWANCE_MS.
 * - fan-out ratio: the broadcast itself on equal footing. The app's upload first checks, decodes, resizes and
 *   stores a photo, which the baseline does not do, so both are measured from the round's first arrival (the
 *   moment the broadcast demonstrably started on each server): p95 of (arrival − first arrival) ≤ 2x the
 *   baseline's. The end-to-end ratio is printed too, for information.
 * - nothing lost: every socket connected, stayed connected and got every broadcast.
 * The many-games case (10,000 sockets in rooms of 25) is a capacity target: nothing lost and the same latency. Its
 * fan-out ratio is printed but not judged: a room of 25 takes well under a millisecond on both servers, so
 * the ratio of two near-zero spreads measures scheduling noise, not the broadcast.
 */
/** The upload, its image work, the transaction and the broadcast, beyond the wait for the frame. */
const DELIVERY_ALLOWANCE_MS = 100;
/** What a watching screen is promised: the frame it waits for, then delivery. */
const LATENCY_TARGET_MS = GAME_FRAME_MS + DELIVERY_ALLOWANCE_MS;

function judge(r: CaseResult) {
  const e2eRatio = r.app.latency.p95 / r.baseline.latency.p95;
  // A floor of 1 ms: with a handful of sockets both spreads are ~0 and their ratio is noise.
  const fanoutRatio = Math.max(r.app.spread.p95, 1) / Math.max(r.baseline.spread.p95, 1);
  const lost = r.app.missing + r.app.connectFailed + r.app.disconnects;
  const met = r.app.latency.p95 <= LATENCY_TARGET_MS && (r.games > 1 || fanoutRatio <= 2) && lost === 0;
  return { e2eRatio, fanoutRatio, lost, met };
}

function report(results: CaseResult[]) {
  const rows: string[][] = [];
  for (const r of results) {
    for (const phase of [r.app, r.baseline]) {
      rows.push([
        r.name,
        phase.target,
        String(phase.nodes),
        String(phase.sockets),
        `${fmt(phase.connectMs / 1000)} s`,
        fmt(phase.latency.p50),
        fmt(phase.latency.p95),
        fmt(phase.latency.p99),
        fmt(phase.latency.max),
        fmt(phase.firstMs),
        fmt(phase.spread.p50),
        fmt(phase.spread.p95),
        fmt(phase.aloneMs),
        fmt(phase.responseMs),
        fmt(phase.cpuMsPerRound),
        fmt(phase.cpuUsPerDelivery),
        fmt(phase.generatorCpuMsPerRound),
        fmt(phase.connectCpuMsPerSocket, 2),
        fmt(phase.rssPerSocketKb),
        fmt(phase.heapPerSocketKb),
        String(phase.missing + phase.connectFailed + phase.disconnects),
      ]);
    }
  }
  console.log(
    `\n${table(
      [
        'case',
        'server',
        'nodes',
        'sockets',
        'connect',
        'p50',
        'p95',
        'p99',
        'max',
        'first',
        'spread p50',
        'spread p95',
        'trigger alone',
        'trigger resp',
        'srv cpu/round',
        'srv cpu µs/msg',
        'gen cpu/round',
        'srv cpu/connect',
        'srv RSS KB/sock',
        'srv heap KB/sock',
        'lost',
      ],
      rows,
    )}\n(ms unless noted; p50…max: arrival − request start; first: the round's first arrival − request start; ` +
      `spread: arrival − the round's first arrival (the broadcast itself); ` +
      `trigger: the upload (app) or POST /broadcast (baseline) request, alone = before any socket connected; ` +
      `cpu: CPU of the server process(es) per broadcast round (app: the upload's image work too), per delivered ` +
      `message, and of the load generators; srv cpu/connect: ms of server CPU per socket connecting (handshake, ` +
      `auth, lobby snapshot); memory after a full GC, all nodes summed; ` +
      `lost: failed connects + disconnects + missed deliveries)\n`,
  );
  console.log(
    `target: app p95 ≤ ${LATENCY_TARGET_MS} ms (watching screens get one frame per ${GAME_FRAME_MS} ms by design, ` +
      `+ ${DELIVERY_ALLOWANCE_MS} ms for the upload and delivery), one game's fan-out ratio ≤ 2, nothing lost`,
  );
  for (const r of results) {
    const { e2eRatio, fanoutRatio, lost, met } = judge(r);
    console.log(
      `RESULT fanout case=${r.name} nodes=${r.nodes} sockets=${r.app.sockets} ` +
        `app_p50=${fmt(r.app.latency.p50)} app_p95=${fmt(r.app.latency.p95)} app_p99=${fmt(r.app.latency.p99)} ` +
        `base_p50=${fmt(r.baseline.latency.p50)} base_p95=${fmt(r.baseline.latency.p95)} ` +
        `base_p99=${fmt(r.baseline.latency.p99)} e2e_ratio_p95=${fmt(e2eRatio, 2)} ` +
        `app_spread_p95=${fmt(r.app.spread.p95)} base_spread_p95=${fmt(r.baseline.spread.p95)} ` +
        `fanout_ratio_p95=${fmt(fanoutRatio, 2)} ` +
        `app_rss_kb_per_socket=${fmt(r.app.rssPerSocketKb)} base_rss_kb_per_socket=${fmt(r.baseline.rssPerSocketKb)} ` +
        `app_heap_kb_per_socket=${fmt(r.app.heapPerSocketKb)} ` +
        `app_connect_cpu_ms_per_socket=${fmt(r.app.connectCpuMsPerSocket, 2)} ` +
        `app_cpu_ms_per_round=${fmt(r.app.cpuMsPerRound)} base_cpu_ms_per_round=${fmt(r.baseline.cpuMsPerRound)} ` +
        `app_cpu_us_per_msg=${fmt(r.app.cpuUsPerDelivery)} base_cpu_us_per_msg=${fmt(r.baseline.cpuUsPerDelivery)} ` +
        `deliveries=${r.app.latency.count} connect_s=${fmt(r.app.connectMs / 1000)} lost=${lost} ` +
        `target_p95_ms=${LATENCY_TARGET_MS} ` +
        `target=${quick ? 'n/a(quick)' : met ? 'met' : 'missed'}`,
    );
  }
}

async function main() {
  const started = new Date();
  console.log(`fan-out bench ${started.toISOString()} ${JSON.stringify(machineFacts())}`);
  console.log(`config ${JSON.stringify(config)}`);
  console.log(
    'latency = arrival at a socket − start of the upload request (shared clock), all measured rounds pooled',
  );
  console.log(
    `load before the run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
  const results: CaseResult[] = [];
  for (const nodes of config.nodes) {
    const suffix = nodes > 1 ? `-${nodes}nodes` : '';
    if (config.oneGame) {
      for (const players of config.players) {
        results.push(await runCase(`one-game-${players}${suffix}`, nodes, 1, players, () => 0));
      }
    }
    if (config.many) {
      // The host and the big screen are two of each game's sockets.
      const players = Math.max(1, config.perGame - 2);
      // Rounds walk through the games, far apart.
      results.push(
        await runCase(
          `many-${config.games}x${config.perGame}${suffix}`,
          nodes,
          config.games,
          players,
          (r) => (r * 37) % config.games,
        ),
      );
    }
  }
  report(results);
  const file = writeResult(quick ? 'fanout-quick' : 'fanout', {
    started: started.toISOString(),
    machine: machineFacts(),
    config,
    results: results.map((r) => ({
      ...r,
      app: { ...r.app, sample: undefined },
      baseline: { ...r.baseline, sample: undefined },
    })),
    payloadBytes: results[0]?.app.sample ? `42["cells:updated",${results[0].app.sample}]`.length : null,
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
