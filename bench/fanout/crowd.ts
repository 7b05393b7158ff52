/**
 * The 5,000-player bench: one game of --players players on one node (SQLite, then PostgreSQL with
 * --postgres) or on two nodes (--nodes 2: PostgreSQL + a private Redis), measured end to end:
 *
 * 1. Lobby: the host's screen and the big screen (two host sockets) connect; --players devices get a session and
 *    join over HTTP (--join-concurrency at a time), and each phone opens its socket as soon as it joined
 *    (--watchers of them also open a gallery/standings screen: a second socket with `watch: true`). Measured:
 *    how long the joins take, and each join's arrival on both host screens − its HTTP answer (lobby current).
 * 2. Start: POST start; every phone's and watcher's arrival of the game:updated − the request's start.
 * 3. Photos: --rate small photos a second for --seconds (each by a different player, through the nodes in turn).
 *    Measured per photo: its uploader's own cell:updated − the upload's start (counted on the phone), and each
 *    host screen's and watcher's arrival of the cell in a cells:updated frame − the upload's start (screens and
 *    standings current). Sampled each second: the server's RSS and event-loop delay (p99, perf_hooks).
 * 4. Baseline, in the same run: a bare `ws` server broadcasting one frame of the app's own bytes (a real
 *    cells:updated packet) to as many sockets, at the app's frame rate, from the same load generators.
 *
 * Invariants (checked by --quick in bench/fanout.test.ts, never timings): every join reaches both host screens,
 * every photo its uploader and every host screen and watcher, no phone socket receives another player's cell,
 * every phone's lobby counts every player (its snapshot, the joins it is sent within the lobby's window and the
 * count alone past it, folded as the web client does), nothing is lost (no failed connect, no disconnect, no
 * failed upload). Also reported: how many players the phones were sent in players:joined frames, and how many
 * players:counted.
 *
 * The safety check is on (--safety, default `explicit`, the game setting's default): a photo reaches the host
 * screens, the watchers and its own phone's count only once the check passed it, and that is when it is timed.
 * With --teams <n>: the game is played in n teams (guests pick theirs: player i joins team i mod n), one card per
 * team. Joins are joins with a team pick; each phone's socket follows its team's card (the team's room), each photo
 * goes into a different team's card and is measured on every phone of that team (the uploader's and its
 * teammates'), on the host screens and the watchers. A phone receiving another team's cell counts as foreign.
 *
 * With --pipeline <n>: n photos of 1600 x 1200 (a 12 MP phone photo after the client's downscale) through the
 * upload path of a fresh node at 2 in flight, the safety check included (until the host's gallery shows each
 * one checked), for the whole pipeline's photos/s and CPU per photo (photos a second per core); the baseline,
 * in the same run, does the same work in one process at 2 in flight (sharp, then the same model).
 *
 *   npx tsx bench/fanout/crowd.ts [--players 5000] [--watchers 250] [--rate 10] [--seconds 30] [--nodes 1]
 *                                  [--postgres] [--generators 3] [--safety explicit] [--pipeline 40] [--quick]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { type ApiClient, completeSetup, mapLimit } from '@picture-bingo/testkit';
import { GAME_FRAME_MS, SAFETY_CHECK_MODES, type TSafetyCheck } from '@picture-bingo/shared';
import { cli, int } from '../lib/cli';
import { startCluster, type Cluster } from '../lib/cluster';
import { sharedNow, sleep } from '../lib/clock';
import { makeJpeg } from '../lib/jpeg';
import { benchClient } from '../lib/mail';
import { formatProfile, Inspector } from '../lib/profiler';
import { forkWorker, machineFacts, procStats, startScriptServer, writeResult } from '../lib/processes';
import { distribution, fmt, type Distribution } from '../lib/stats';
import { waitOnWall, warmSafetyCheck } from '../lib/wall';
import type { WorkerCommand as UploadCommand, WorkerReply as UploadReply } from '../uploads/protocol';
import type { ConnectErrors, CrowdClient, CrowdCommand, CrowdRecords, CrowdReply } from './crowd-protocol';

const USAGE = `Usage: npx tsx bench/fanout/crowd.ts [options]
  --players <n>          players in the one game (default 5000)
  --watchers <n>         players who also have the gallery/standings open (default 250)
  --rate <n>             photos a second while the game runs (default 10)
  --seconds <n>          how long photos are sent (default 30)
  --nodes <n>            server processes (default 1); 2+: PostgreSQL + Redis adapter
  --postgres             one node on PostgreSQL (a fresh database) instead of SQLite
  --generators <n>       load-generator processes (default 3)
  --join-concurrency <n> joins in flight (default 32)
  --safety <mode>        the games' safety check: off, explicit (default) or suggestive
  --screens-p95 <ms>     target for a photo on the host screens and watchers, p95 (default 2000)
  --pipeline <n>         also: n 1600 px photos through a fresh node's image pipeline and check (CPU per photo)
  --teams <n>            play in n teams (player i picks team i mod n): one card per team
  --profile <dir>        CPU profiles of each node over the joins (dir/crowd-joins-node<k>.cpuprofile) and over
                         Start and its settle time (dir/crowd-start-node<k>.cpuprofile), summarized
  --quick                tiny sizes: checks the invariants only (no timing judged)`;

const args = cli(USAGE, {
  players: { type: 'string' },
  watchers: { type: 'string' },
  rate: { type: 'string' },
  seconds: { type: 'string' },
  nodes: { type: 'string' },
  postgres: { type: 'boolean' },
  generators: { type: 'string' },
  'join-concurrency': { type: 'string' },
  pipeline: { type: 'string' },
  safety: { type: 'string' },
  teams: { type: 'string' },
  'screens-p95': { type: 'string' },
  profile: { type: 'string' },
  quick: { type: 'boolean' },
});
const quick = Boolean(args.quick);
const config = {
  // Quick: past the phones' lobby window (LOBBY_SNAPSHOT_PLAYERS), so the count-only frames are checked too.
  players: int(args.players, quick ? 120 : 5000),
  watchers: int(args.watchers, quick ? 6 : 250),
  rate: int(args.rate, quick ? 5 : 10),
  seconds: int(args.seconds, quick ? 2 : 30),
  nodes: Math.max(1, int(args.nodes, 1)),
  postgres: Boolean(args.postgres),
  generators: Math.max(1, int(args.generators, quick ? 2 : 3)),
  // Quick: 4 in flight. A phone's count can end one off when over LOBBY_SNAPSHOT_PLAYERS joins land between a
  // join's commit and its frame (decision 009's known race); 8 in flight on a quiet machine reached 400 joins/s,
  // 100 in one 250 ms frame, and a rehearsal saw it once. At this pace a wrong count is a lost message.
  joinConcurrency: Math.max(1, int(args['join-concurrency'], quick ? 4 : 32)),
  pipeline: int(args.pipeline, 0),
  safety: safetyMode(args.safety),
  teams: Math.max(0, int(args.teams, 0)),
  screensP95Ms: int(args['screens-p95'], 2000),
  profile: args.profile ? String(args.profile) : null,
};
const HOST_SCREENS = 2;

function safetyMode(value: unknown): TSafetyCheck {
  if (value === undefined) return 'explicit';
  const mode = SAFETY_CHECK_MODES.find((m) => m === value);
  if (!mode) throw new Error(`--safety must be one of ${SAFETY_CHECK_MODES.join(', ')}`);
  return mode;
}
/** The nodes' environment: every game they make has the bench's safety check. */
const serverEnv = () => ({ SAFETY_CHECK_DEFAULT: config.safety });
const SETTLE_MS = quick ? 1500 : 4000;
/** How long past SETTLE_MS a run waits for photos still on their way before it counts them lost. */
const DELIVERY_WAIT_MS = 20_000;
const BASELINE_ROUNDS = quick ? 4 : 40;

class Generator {
  private waiters: { match: (r: CrowdReply) => boolean; resolve: (r: CrowdReply) => void }[] = [];
  readonly ready: Promise<unknown>;
  constructor(readonly child: ChildProcess) {
    this.ready = this.expect(() => true);
    child.on('exit', (code, signal) => {
      if (!this.closing) {
        console.error(`  a load generator (pid ${child.pid}) exited (${code ?? signal}) before the end`);
      }
    });
    child.on('message', (reply: CrowdReply) => {
      const i = this.waiters.findIndex((w) => w.match(reply));
      if (i >= 0) this.waiters.splice(i, 1)[0].resolve(reply);
    });
  }
  expect(match: (r: CrowdReply) => boolean): Promise<CrowdReply> {
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }
  request(command: CrowdCommand, match: (r: CrowdReply) => boolean) {
    if (!this.child.connected) return Promise.reject(new Error('load generator gone'));
    const reply = this.expect(match);
    this.child.send(command);
    return reply;
  }
  private closing = false;
  async close() {
    this.closing = true;
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'close' } satisfies CrowdCommand);
    await Promise.race([exited, sleep(10_000)]);
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/** Adds sockets to the generators in turn; resolves when every batch handed out so far has connected. */
function socketFeeder(generators: Generator[], urls: string[]) {
  let batch = 0;
  let turn = 0;
  const replies: Promise<CrowdReply>[] = [];
  return {
    add(clients: CrowdClient[]) {
      if (clients.length === 0) return;
      const id = batch++;
      const g = generators[turn++ % generators.length];
      replies.push(
        g
          .request(
            { type: 'add', batch: id, urls, clients, concurrency: 16 },
            (r) => r.type === 'added' && r.batch === id,
          )
          .catch((error: Error) => ({
            type: 'added' as const,
            batch: id,
            ok: 0,
            failed: clients.length,
            errors: { [error.message]: clients.length },
          })),
      );
    },
    async settled() {
      const all = (await Promise.all(replies)) as Extract<CrowdReply, { type: 'added' }>[];
      const errors: ConnectErrors = {};
      for (const r of all) for (const [m, n] of Object.entries(r.errors)) errors[m] = (errors[m] ?? 0) + n;
      return { failed: all.reduce((n, r) => n + r.failed, 0), errors };
    },
  };
}

async function report(generators: Generator[]) {
  const replies = (await Promise.all(
    generators.map((g) => g.request({ type: 'report' }, (r) => r.type === 'report')),
  )) as Extract<CrowdReply, { type: 'report' }>[];
  const merged: CrowdRecords = {
    joins: replies.flatMap((r) => r.records.joins),
    start: replies.flatMap((r) => r.records.start),
    own: replies.flatMap((r) => r.records.own),
    frames: replies.flatMap((r) => r.records.frames),
    foreign: replies.reduce((n, r) => n + r.records.foreign, 0),
    disconnects: replies.reduce((n, r) => n + r.records.disconnects, 0),
    frameCount: replies.reduce((n, r) => n + r.records.frameCount, 0),
    sample: replies.find((r) => r.records.sample !== null)?.records.sample ?? null,
    baseline: replies.flatMap((r) => r.records.baseline.filter(Boolean)),
    connects: replies.flatMap((r) => r.records.connects),
    snapshotBytes: replies.reduce((n, r) => n + r.records.snapshotBytes, 0),
    snapshotMaxBytes: Math.max(0, ...replies.map((r) => r.records.snapshotMaxBytes)),
    phoneJoinEntries: replies.reduce((n, r) => n + r.records.phoneJoinEntries, 0),
    phoneCounts: replies.reduce((n, r) => n + r.records.phoneCounts, 0),
    phoneLobbyCounts: replies.flatMap((r) => r.records.phoneLobbyCounts),
  };
  return { records: merged, generatorCpuMs: replies.reduce((n, r) => n + r.cpuMs, 0) };
}

/** Event-loop delay of each node, from perf_hooks inside it (through the inspector). */
const ELD_START = `globalThis.__benchEld ??= (() => { const h = require('node:perf_hooks').monitorEventLoopDelay({ resolution: 10 }); h.enable(); return h; })(); 0`;
const ELD_READ = `(() => { const h = globalThis.__benchEld; const v = [h.percentile(99) / 1e6, h.max / 1e6]; h.reset(); return v; })()`;

interface CaseResult {
  name: string;
  setup: string;
  players: number;
  sockets: number;
  joinS: number;
  connectS: number;
  lobby: Distribution;
  lobbyMissing: number;
  start: Distribution;
  /** The start request's answer − its start: the move's transaction, then its publish. */
  startAnsweredMs: number;
  startMissing: number;
  uploads: number;
  uploadFailed: number;
  own: Distribution;
  ownMissing: number;
  hostScreens: Distribution;
  watchers: Distribution;
  screensMissing: number;
  foreign: number;
  disconnects: number;
  connectFailed: number;
  /** Why the failed connects failed: each message and how many. */
  connectErrors: ConnectErrors;
  /** Each app socket's open → lobby:snapshot. */
  connects: Distribution;
  /** Phones: players sent in players:joined frames, players:counted messages, lobbies whose count is not the game's. */
  phoneJoinEntries: number;
  phoneCounts: number;
  phoneCountsOff: number;
  /** The lobby:snapshot packets' bytes, in all and the largest. */
  snapshotMb: number;
  snapshotMaxKb: number;
  frames: number;
  frameBytes: number;
  rssMb: number;
  rssPerSocketKb: number;
  eldP99Ms: number;
  eldMaxMs: number;
  /** The same over the lobby and Start (joins, handshakes, snapshots), before the photos. */
  eldLobbyP99Ms: number;
  eldLobbyMaxMs: number;
  serverCpuMsPerPhoto: number;
  baseline: Distribution;
  baselineMissing: number;
  loadavg: number[];
}

const nodeStats = (cluster: Cluster) => {
  const all = cluster.nodes.map((n) => procStats(n.pid));
  return { rss: all.reduce((n, s) => n + s.rssBytes, 0), cpuMs: all.reduce((n, s) => n + s.cpuMs, 0) };
};

/** Phones per card: one, or a team's members (player i is in team i mod --teams). */
const teamSize = () => (config.teams > 0 ? Math.floor(config.players / config.teams) : 1);

/**
 * The k-th photo's player and cell: each by another player; in a team game each into another team's card (teams
 * in turn, then the next cell), so no two photos meet in one cell and every team's phones hear of their own.
 */
function photoOf<P>(k: number, players: P[]): { player: P; idx: number } {
  if (config.teams === 0) return { player: players[(k * 7919) % players.length], idx: 0 };
  const cells = [0, 1, 2, 3, 5, 6, 7, 8];
  const team = k % config.teams;
  const round = Math.floor(k / config.teams);
  const member = round % teamSize();
  return { player: players[team + member * config.teams], idx: cells[round % cells.length] };
}

/** The game: a paid one for --players, in --teams teams (Team 1…n, guests pick) when asked. */
async function createCrowdGame(api: ApiClient, token: string) {
  const setup = { ...completeSetup, maxPlayer: config.players };
  if (config.teams === 0) {
    const game = await api.createPaidGame(token, setup);
    return { code: game.gameCode, teamIds: [] as string[] };
  }
  const game = await api.createGame(token, { ...setup, gameMode: 'teams', teamAssignment: 'pick' });
  const colours = ['red', 'blue', 'green', 'amber', 'purple', 'pink', 'teal', 'orange'];
  const teams = Array.from({ length: config.teams }, (_, i) => ({
    name: `Team ${i + 1}`,
    colour: colours[i % colours.length],
  }));
  const set = await api.putTeams(token, game.gameCode, teams);
  if (set.status !== 200) throw new Error(`teams: ${set.status} ${set.text}`);
  await api.payLocally(token, game.gameCode);
  const list = await api.getTeams(game.gameCode, token);
  return { code: game.gameCode, teamIds: list.teams.map((team) => team.id) };
}

/** Stops each node's CPU profile (--profile) into dir/crowd-<phase>-node<k>.cpuprofile and prints its summary. */
async function stopProfiles(dir: string, inspectors: Inspector[], phase: string, label: string) {
  const profiles = await Promise.all(
    inspectors.map((i, k) => i.stop(path.join(dir, `crowd-${phase}-node${k}.cpuprofile`))),
  );
  profiles.forEach((p, k) => console.log(formatProfile(`node ${k}, ${label}`, p, 25)));
}

/**
 * Starts the game, then waits SETTLE_MS for it to reach every socket. startAnsweredMs: the start request's answer
 * (the move's transaction, then its publish) − its start. With --profile, each node's CPU over Start and the wait.
 */
async function timedStart(inspectors: Inspector[], start: () => Promise<unknown>) {
  if (config.profile) await Promise.all(inspectors.map((i) => i.start()));
  const startAt = sharedNow();
  await start();
  const startAnsweredMs = sharedNow() - startAt;
  await sleep(SETTLE_MS);
  if (config.profile) await stopProfiles(config.profile, inspectors, 'start', 'Start');
  return { startAt, startAnsweredMs };
}

async function runCase(): Promise<CaseResult> {
  const name = `crowd-${config.players}${config.teams ? `-teams${config.teams}` : ''}${config.nodes > 1 ? `-${config.nodes}nodes` : config.postgres ? '-pg' : ''}`;
  const cluster = await startCluster(config.nodes, {
    postgres: config.postgres,
    inspect: true,
    env: serverEnv(),
  });
  const inspectors: Inspector[] = [];
  const generators = Array.from(
    { length: config.generators },
    () => new Generator(forkWorker('bench/fanout/crowd-generator.ts')),
  );
  try {
    for (const node of cluster.nodes) inspectors.push(await Inspector.connect(node.inspectPort ?? 0));
    await Promise.all(generators.map((g) => g.ready));
    const urls = cluster.nodes.map((n) => n.url);
    const apis = urls.map((url) => benchClient(url));
    const host = await apis[0].registerHost();
    const { code, teamIds } = await createCrowdGame(apis[0], host.accessToken);
    const teamCards = new Map<string, Promise<string>>();
    /** A team's card, read once from its first member's board (its room is what the team's phones follow). */
    const cardOf = (teamId: string, api: ApiClient, deviceToken: string) => {
      let card = teamCards.get(teamId);
      if (!card) {
        card = api.getBoard(code, deviceToken).then((board) => board.team?.cardId ?? '');
        teamCards.set(teamId, card);
      }
      return card;
    };
    let socketId = 0;
    const feeder = socketFeeder(generators, urls);
    feeder.add(
      Array.from({ length: HOST_SCREENS }, (_, i) => ({
        id: socketId++,
        kind: 'host' as const,
        auth: { gameCode: code, hostToken: host.accessToken },
        playerId: null,
        node: i % config.nodes,
      })),
    );
    await feeder.settled();
    await Promise.all(inspectors.map((i) => i.evaluate(ELD_START)));
    await Promise.all(inspectors.map((i) => i.send('HeapProfiler.collectGarbage')));
    const before = nodeStats(cluster);

    // 1. Lobby: joins, and each phone's socket as soon as it joined.
    const joinedAt = new Map<string, number>();
    const players: { id: string; token: string; node: number; cardId: string }[] = [];
    let pending: CrowdClient[] = [];
    const flusher = setInterval(() => {
      feeder.add(pending);
      pending = [];
    }, 200);
    let joinRetries = 0;
    if (config.profile) await Promise.all(inspectors.map((i) => i.start()));
    const joinStarted = performance.now();
    await mapLimit(
      Array.from({ length: config.players }, (_, i) => i),
      config.joinConcurrency,
      async (i) => {
        const node = i % config.nodes;
        // A connect that times out on this loaded machine is tried again (counted): the join itself is idempotent
        // per device only, so a new device tries.
        let joined: Awaited<ReturnType<ApiClient['joinAs']>> | null = null;
        const teamId = teamIds.length > 0 ? teamIds[i % teamIds.length] : undefined;
        for (let attempt = 0; !joined; attempt++) {
          try {
            joined = teamId
              ? await apis[node].joinTeam(code, `Player ${i + 1}`, teamId)
              : await apis[node].joinAs(code, `Player ${i + 1}`);
          } catch (error) {
            if (attempt >= 3) throw error;
            joinRetries++;
          }
        }
        joinedAt.set(joined.id, sharedNow());
        // A member's phone shows, and hears, their team's card.
        const cardId = teamId ? await cardOf(teamId, apis[node], joined.token) : joined.id;
        players[i] = { id: joined.id, token: joined.token, node, cardId };
        pending.push({
          id: socketId++,
          kind: 'phone',
          auth: { gameCode: code, deviceToken: joined.token },
          playerId: cardId,
          node,
        });
        if (i < config.watchers) {
          pending.push({
            id: socketId++,
            kind: 'watcher',
            auth: { gameCode: code, deviceToken: joined.token, watch: true },
            playerId: cardId,
            // The gallery on the other node, when there are two: frames cross Redis.
            node: (i + 1) % config.nodes,
          });
        }
      },
    );
    const joinS = (performance.now() - joinStarted) / 1000;
    clearInterval(flusher);
    feeder.add(pending);
    const connected = await feeder.settled();
    const connectS = (performance.now() - joinStarted) / 1000;
    if (config.profile) await stopProfiles(config.profile, inspectors, 'joins', 'the joins');
    const sockets = socketId;
    console.log(
      `  ${name}: ${config.players} joined in ${fmt(joinS)} s (${joinRetries} retried after a client-side timeout), ${sockets} sockets in ${fmt(connectS)} s`,
    );
    await sleep(SETTLE_MS);
    await Promise.all(inspectors.map((i) => i.send('HeapProfiler.collectGarbage')));
    const afterConnect = nodeStats(cluster);

    // 2. Start.
    const { startAt, startAnsweredMs } = await timedStart(inspectors, () =>
      apis[0].start(host.accessToken, code),
    );

    // 3. Photos at the rate, each by another player. The safety check's model loads on a node's first photo:
    // each node is warmed by one photo in a game of its own (never timed, never in a cell the run fills) before
    // the clock starts.
    const jpeg = await makeJpeg();
    if (config.safety !== 'off') {
      await Promise.all(
        apis.map(async (api) => {
          const warm = await api.startedGame(completeSetup, ['Warm-up']);
          await warmSafetyCheck(api, warm.code, warm.players[0].token, 0, jpeg);
        }),
      );
    }
    const uploadStart = new Map<string, number>();
    let uploadFailed = 0;
    const total = config.rate * config.seconds;
    const eld: [number, number][] = [];
    let peakRss = afterConnect.rss;
    // The lobby's and Start's event-loop delay (every join, handshake and snapshot), then the photos' alone.
    const lobbyEld = await Promise.all(inspectors.map((i) => i.evaluate<[number, number]>(ELD_READ)));
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, nodeStats(cluster).rss);
      void Promise.all(inspectors.map((i) => i.evaluate<[number, number]>(ELD_READ))).then((v) =>
        eld.push(...v),
      );
    }, 1000);
    const cpu0 = nodeStats(cluster).cpuMs;
    const began = performance.now();
    const uploads: Promise<void>[] = [];
    for (let k = 0; k < total; k++) {
      const wait = began + (k * 1000) / config.rate - performance.now();
      if (wait > 0) await sleep(wait);
      const { player, idx } = photoOf(k, players);
      uploadStart.set(`${player.cardId}:${idx}`, sharedNow());
      uploads.push(
        (config.teams > 0
          ? apis[k % config.nodes].putTeamPhoto(code, player.token, idx, jpeg).then((res) => {
              if (res.status !== 200) throw new Error(`upload: ${res.status} ${res.text}`);
            })
          : apis[k % config.nodes].uploadPhoto(code, player.token, idx, jpeg)
        ).then(
          () => undefined,
          () => void uploadFailed++,
        ),
      );
    }
    await Promise.all(uploads);
    const cpuPerPhoto = (nodeStats(cluster).cpuMs - cpu0) / total;
    // A photo reaches the screens once its safety check passed, after the upload's answer: on a busy machine the
    // checks queue past the settle time. The run waits (up to DELIVERY_WAIT_MS) until every uploaded photo reached
    // every socket that must see it; a late one is timed at its real arrival, one that never comes is lost.
    const expectedOwn = uploadStart.size * teamSize();
    const expectedScreens = uploadStart.size * (HOST_SCREENS + config.watchers);
    const delivered = (r: CrowdRecords) =>
      r.own.filter(([key]) => uploadStart.has(key)).length >= expectedOwn &&
      new Set(r.frames.filter(([, key]) => uploadStart.has(key)).map(([sid, key]) => `${sid}|${key}`)).size >=
        expectedScreens;
    await sleep(SETTLE_MS);
    let { records } = await report(generators);
    const waitUntil = performance.now() + DELIVERY_WAIT_MS;
    while (!delivered(records) && performance.now() < waitUntil) {
      await sleep(250);
      ({ records } = await report(generators));
    }
    clearInterval(sampler);
    eld.push(...(await Promise.all(inspectors.map((i) => i.evaluate<[number, number]>(ELD_READ)))));

    // What each socket had to see.
    const hostIds = new Set(Array.from({ length: HOST_SCREENS }, (_, i) => i));
    const lobbyLat: number[] = [];
    const seenJoin = new Set<string>();
    for (const [sid, pid, at] of records.joins) {
      const key = `${sid}:${pid}`;
      if (seenJoin.has(key) || !joinedAt.has(pid)) continue;
      seenJoin.add(key);
      lobbyLat.push(at - joinedAt.get(pid)!);
    }
    const ownLat = records.own
      .filter(([key]) => uploadStart.has(key))
      .map(([key, at]) => at - uploadStart.get(key)!);
    const hostLat: number[] = [];
    const watchLat: number[] = [];
    const seenFrame = new Set<string>();
    for (const [sid, key, at] of records.frames) {
      const t0 = uploadStart.get(key);
      if (t0 === undefined || seenFrame.has(`${sid}|${key}`)) continue;
      seenFrame.add(`${sid}|${key}`);
      (hostIds.has(sid) ? hostLat : watchLat).push(at - t0);
    }

    // 4. Baseline: the same sockets' count on bare ws, one frame of the app's bytes at the app's frame rate.
    const baseline = await runBaseline(generators, sockets, records.sample ?? '42["cells:updated",[]]');

    return {
      name,
      setup: cluster.describe,
      players: config.players,
      sockets,
      joinS,
      connectS,
      lobby: distribution(lobbyLat),
      lobbyMissing: config.players * HOST_SCREENS - lobbyLat.length,
      start: distribution(records.start.map((at) => at - startAt)),
      startAnsweredMs,
      startMissing: config.players + config.watchers - records.start.length,
      uploads: total,
      uploadFailed,
      own: distribution(ownLat),
      // Each photo on every phone of its card: the uploader's, and in a team game every teammate's.
      ownMissing: uploadStart.size * teamSize() - ownLat.length,
      hostScreens: distribution(hostLat),
      watchers: distribution(watchLat),
      screensMissing: expectedScreens - hostLat.length - watchLat.length,
      foreign: records.foreign,
      disconnects: records.disconnects,
      connectFailed: connected.failed,
      connectErrors: connected.errors,
      connects: distribution(records.connects),
      phoneJoinEntries: records.phoneJoinEntries,
      phoneCounts: records.phoneCounts,
      phoneCountsOff:
        config.players - records.phoneLobbyCounts.filter((count) => count === config.players).length,
      snapshotMb: records.snapshotBytes / 1024 / 1024,
      snapshotMaxKb: records.snapshotMaxBytes / 1024,
      frames: records.frameCount,
      frameBytes: records.sample?.length ?? 0,
      rssMb: peakRss / 1024 / 1024,
      rssPerSocketKb: (afterConnect.rss - before.rss) / 1024 / sockets,
      eldP99Ms: Math.max(0, ...eld.map(([p99]) => p99)),
      eldMaxMs: Math.max(0, ...eld.map(([, max]) => max)),
      eldLobbyP99Ms: Math.max(0, ...lobbyEld.map(([p99]) => p99)),
      eldLobbyMaxMs: Math.max(0, ...lobbyEld.map(([, max]) => max)),
      serverCpuMsPerPhoto: cpuPerPhoto,
      baseline: baseline.latency,
      baselineMissing: baseline.missing,
      loadavg: os.loadavg(),
    };
  } finally {
    for (const i of inspectors) i.close();
    await Promise.all(generators.map((g) => g.close()));
    await cluster.stop();
  }
}

/** A bare `ws` server broadcasting the frame to as many sockets, one frame per GAME_FRAME_MS. */
async function runBaseline(generators: Generator[], sockets: number, frame: string) {
  const server = await startScriptServer('bench/fanout/ws-server.ts');
  try {
    await (await fetch(`${server.url}/payload`, { method: 'POST', body: frame })).arrayBuffer();
    const per = Math.ceil(sockets / generators.length);
    await Promise.all(
      generators.map((g, i) =>
        g.request(
          {
            type: 'baseline',
            batch: -1 - i,
            url: server.url,
            count: Math.min(per, sockets - i * per),
            concurrency: 32,
          },
          (r) => r.type === 'added' && r.batch === -1 - i,
        ),
      ),
    );
    const sent: number[] = [];
    for (let r = 0; r < BASELINE_ROUNDS; r++) {
      sent.push(sharedNow());
      await (await fetch(`${server.url}/broadcast?room=0`, { method: 'POST' })).arrayBuffer();
      await sleep(GAME_FRAME_MS);
    }
    await sleep(SETTLE_MS);
    const { records } = await report(generators);
    const latency: number[] = [];
    let missing = 0;
    for (const arrivals of records.baseline) {
      missing += BASELINE_ROUNDS - arrivals.length;
      arrivals.forEach((at, r) => latency.push(at - sent[r]));
    }
    return { latency: distribution(latency), missing };
  } finally {
    await server.stop();
  }
}

/**
 * The image pipeline and the check: 1600 px photos (a phone photo after the client's downscale) on a fresh node
 * at 2 in flight, until the host's gallery shows each one checked; the baseline does the same work in one process.
 */
async function runPipeline(count: number) {
  const cluster = await startCluster(1, { postgres: false, env: serverEnv() });
  const photo = await makeJpeg(1600, 1200);
  try {
    const api = benchClient(cluster.nodes[0].url);
    const paid = await api.paidGame({ ...completeSetup, maxPlayer: count + 1 });
    const [first, ...players] = await api.joinPlayers(paid.code, count + 1, 8);
    await api.start(paid.token, paid.code);
    // The model loads on the node's first photo: before the clock.
    const warm = await api.uploadPhoto(paid.code, first.token, 0, photo);
    if (config.safety !== 'off') await waitOnWall(api, paid.token, paid.code, [warm.image ?? '']);
    const cpu0 = procStats(cluster.nodes[0].pid).cpuMs;
    const started = sharedNow();
    const cells = await mapLimit(players, 2, (p) => api.uploadPhoto(paid.code, p.token, 0, photo));
    const ended =
      config.safety === 'off'
        ? sharedNow()
        : await waitOnWall(
            api,
            paid.token,
            paid.code,
            cells.map((c) => c.image ?? ''),
          );
    const seconds = (ended - started) / 1000;
    const cpuMs = (procStats(cluster.nodes[0].pid).cpuMs - cpu0) / count;
    const baseline = await pipelineBaseline(photo, count);
    return {
      photos: count,
      bytes: photo.length,
      photosPerS: count / seconds,
      cpuMsPerPhoto: cpuMs,
      basePhotosPerS: baseline,
    };
  } finally {
    await cluster.stop();
  }
}

/** The uploads bench's in-process baseline (sharp, then the model when the check is on) at 2 in flight. */
async function pipelineBaseline(photo: Buffer, count: number): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-photo-'));
  const photoPath = path.join(dir, 'photo.jpg');
  fs.writeFileSync(photoPath, photo);
  const child = forkWorker('bench/uploads/baseline.ts');
  try {
    const replies: UploadReply[] = [];
    const next = () =>
      new Promise<UploadReply>((resolve, reject) => {
        const have = replies.shift();
        if (have) return resolve(have);
        child.once('message', (reply: UploadReply) => resolve(reply));
        child.once('exit', (code) => reject(new Error(`the baseline exited with ${code}`)));
      });
    await next(); // ready
    const check = config.safety !== 'off';
    child.send({ type: 'process', photoPath, count: 1, concurrency: 1, check } satisfies UploadCommand);
    await next(); // warm: the model loaded
    child.send({ type: 'process', photoPath, count, concurrency: 2, check } satisfies UploadCommand);
    const run = await next();
    if (run.type !== 'processed') throw new Error('the baseline did not process');
    const first = Math.min(...run.results.map((r) => r.start));
    const last = Math.max(...run.results.map((r) => r.end));
    return (count * 1000) / (last - first);
  } finally {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function print(r: CaseResult) {
  const d = (x: Distribution) => `${fmt(x.p50)} / ${fmt(x.p95)} / ${fmt(x.p99)}`;
  const why = Object.entries(r.connectErrors)
    .sort(([, a], [, b]) => b - a)
    .map(([message, n]) => `\n    ${n} x ${message}`)
    .join('');
  console.log(`
${r.name} (${r.setup}, safety check ${config.safety}): ${r.players} players, ${r.sockets} sockets, load ${r.loadavg.map((l) => l.toFixed(1)).join(' ')}
  joins                       ${fmt(r.joinS)} s (all sockets connected after ${fmt(r.connectS)} s)
  socket open → snapshot      p50/p95/p99 ${d(r.connects)} ms  (snapshots ${fmt(r.snapshotMb, 2)} MB in all, largest ${fmt(r.snapshotMaxKb, 2)} KB)
  lobby on host screens       p50/p95/p99 ${d(r.lobby)} ms  (missing ${r.lobbyMissing})
  start on every phone        p50/p95/p99 ${d(r.start)} ms  (missing ${r.startMissing}; the request answered after ${fmt(r.startAnsweredMs)} ms)
  ${config.teams ? "photo on its team's phones " : 'photo counted on uploader  '} p50/p95/p99 ${d(r.own)} ms  (missing ${r.ownMissing}, failed uploads ${r.uploadFailed} of ${r.uploads})
  host screens current        p50/p95/p99 ${d(r.hostScreens)} ms
  watchers (gallery/standings) p50/p95/p99 ${d(r.watchers)} ms  (missing ${r.screensMissing})
  ws baseline, same sockets   p50/p95/p99 ${d(r.baseline)} ms  (missing ${r.baselineMissing}; one ${r.frameBytes}-byte frame per ${GAME_FRAME_MS} ms)
  joins on phones             ${r.phoneJoinEntries} players in players:joined frames, ${r.phoneCounts} players:counted (lobby count wrong on ${r.phoneCountsOff} phones)
  frames received ${r.frames}, other players' cells on phones ${r.foreign}, disconnects ${r.disconnects}, failed connects ${r.connectFailed}${why}
  server peak RSS ${fmt(r.rssMb)} MB (${fmt(r.rssPerSocketKb, 2)} KB per socket), event-loop delay p99 ${fmt(r.eldP99Ms)} ms (max ${fmt(r.eldMaxMs)}; lobby and Start ${fmt(r.eldLobbyP99Ms)}, max ${fmt(r.eldLobbyMaxMs)}), server CPU ${fmt(r.serverCpuMsPerPhoto)} ms per photo`);
  const lost =
    r.lobbyMissing +
    r.startMissing +
    r.ownMissing +
    r.screensMissing +
    r.uploadFailed +
    r.disconnects +
    r.connectFailed +
    r.phoneCountsOff;
  // A team game's promise: a member's photo on their teammates' phones and the watching screens within 500 ms.
  const teamsMet =
    config.teams === 0 || (r.own.p95 <= 500 && r.hostScreens.p95 <= 500 && r.watchers.p95 <= 500);
  const met =
    teamsMet &&
    r.joinS <= 60 &&
    r.start.p95 <= 2000 &&
    r.own.p95 <= 1000 &&
    r.hostScreens.p95 <= config.screensP95Ms &&
    r.watchers.p95 <= config.screensP95Ms &&
    r.rssMb <= 1024 &&
    r.eldP99Ms <= 100 &&
    lost === 0 &&
    r.foreign === 0;
  console.log(
    `RESULT crowd case=${r.name} players=${r.players} teams=${config.teams} team_size=${teamSize()} sockets=${r.sockets} join_s=${fmt(r.joinS)} ` +
      `connect_p95=${fmt(r.connects.p95)} snapshot_mb=${fmt(r.snapshotMb, 2)} lobby_p95=${fmt(r.lobby.p95)} start_p95=${fmt(r.start.p95)} start_answered_ms=${fmt(r.startAnsweredMs)} own_p95=${fmt(r.own.p95)} ` +
      `host_p95=${fmt(r.hostScreens.p95)} watch_p95=${fmt(r.watchers.p95)} base_p95=${fmt(r.baseline.p95)} ` +
      `screens_ratio_p95=${fmt(r.watchers.p95 / Math.max(1, r.baseline.p95), 2)} ` +
      `own_deliveries=${r.own.count} screen_deliveries=${r.hostScreens.count + r.watchers.count} ` +
      `joins_seen=${r.lobby.count} starts_seen=${r.start.count} frames=${r.frames} foreign=${r.foreign} ` +
      `phone_join_entries=${r.phoneJoinEntries} phone_counts=${r.phoneCounts} phone_counts_off=${r.phoneCountsOff} ` +
      `rss_mb=${fmt(r.rssMb)} kb_per_socket=${fmt(r.rssPerSocketKb, 2)} eld_p99_ms=${fmt(r.eldP99Ms)} ` +
      `lost=${lost} safety=${config.safety} target=${quick ? 'n/a(quick)' : met ? 'met' : 'missed'}`,
  );
}

async function main() {
  const started = new Date();
  console.log(`crowd bench ${started.toISOString()} ${JSON.stringify(machineFacts())}`);
  console.log(`config ${JSON.stringify(config)}`);
  const result = await runCase();
  print(result);
  const pipeline = config.pipeline > 0 ? await runPipeline(config.pipeline) : null;
  if (pipeline) {
    console.log(
      `RESULT pipeline photos=${pipeline.photos} photo_bytes=${pipeline.bytes} photos_per_s=${fmt(pipeline.photosPerS, 2)} ` +
        `cpu_ms_per_photo=${fmt(pipeline.cpuMsPerPhoto)} photos_per_s_per_core=${fmt(1000 / pipeline.cpuMsPerPhoto, 2)} ` +
        `base_photos_per_s=${fmt(pipeline.basePhotosPerS, 2)} ratio=${fmt(pipeline.photosPerS / pipeline.basePhotosPerS, 2)} ` +
        `safety=${config.safety}`,
    );
  }
  const file = writeResult(quick ? 'crowd-quick' : 'crowd', {
    started,
    machine: machineFacts(),
    config,
    result,
    pipeline,
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
