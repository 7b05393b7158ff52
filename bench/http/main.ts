/**
 * Bench 3, HTTP: the join, the board fetch and the gallery of a 100-player 5x5 game under
 * autocannon (req/s, latency percentiles), against a baseline in the same run: a bare Fastify route answering
 * the same object (same bytes) as our server did (bench/http/baseline-server.ts). The server, the baseline and
 * the load generator (autocannon in bench/http/load-worker.ts) are separate processes; the runs alternate
 * baseline, server per scenario so both see the same machine.
 *
 * What each scenario sends (each request of a run takes the next entry of a rotation):
 *   board   GET /api/game/:code/board with the device token of one of the 100 players, in turn
 *   gallery GET /api/game/:code/gallery the same way (every board with its photos, standings)
 *   join    POST /api/game/:code/join {name} with a fresh device's token: every request is a first join
 *           (a card is dealt and stored), spread over lobby games that held 100 players before the run.
 *           The device sessions are made before the run (POST /api/player/session is not measured).
 *
 *   npm run bench:http -- [--connections 200] [--duration 10] [--joins 4000] [--rate 500] [--quick]
 */
import fs from 'node:fs';
import os from 'node:os';
import { ZBoard, ZGallery, ZMembership, ZQueuePlayer, z } from '@picture-bingo/shared';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { cli, int } from '../lib/cli';
import { formatProfile, Inspector } from '../lib/profiler';
import {
  forkWorker,
  machineFacts,
  procStats,
  resultsDir,
  startAppServer,
  startScriptServer,
  writeResult,
  type Running,
} from '../lib/processes';
import { fmt, kb, table } from '../lib/stats';
import { buildFixture } from './fixture';
import { explainRoutes, formatPlans } from './query-plans';
import type { LoadCommand, LoadReply, LoadRequest, LoadResult } from './protocol';
import { benchClient } from '../lib/mail';

const USAGE = `Usage: npm run bench:http -- [options]
  --connections <n>  concurrent connections of autocannon (default 200)
  --duration <s>     seconds per board and gallery run (default 10)
  --joins <n>        first joins per join run (default 3000); each needs a fresh device session
  --rounds <n>       baseline/server pairs per scenario (default 1); medians are reported
  --rate <r|half|0>  also run each scenario at an offered load of r requests/s, for the latency below
                     saturation; half (default) = half the server's own maximum of that scenario in this
                     run; 0 = only the closed-loop runs
  --players <n>      players of the game (default 100)
  --photos <n>       photos each player uploads before the runs (default 6)
  --only <list>      scenarios, comma-separated: board,gallery,join (default all)
  --dist             run the built server (apps/server/dist) instead of the sources through tsx
  --plans            print the SQL of each route with SQLite's query plans (bench/http/query-plans.ts), then stop
  --profile          CPU-profile our server during each of its runs (bench/results/profiles/http-*.cpuprofile)
  --quick            tiny sizes, a few seconds: checks the bench still runs (no timing asserted)`;

const args = cli(USAGE, {
  connections: { type: 'string' },
  duration: { type: 'string' },
  joins: { type: 'string' },
  rounds: { type: 'string' },
  rate: { type: 'string' },
  players: { type: 'string' },
  photos: { type: 'string' },
  only: { type: 'string' },
  dist: { type: 'boolean' },
  profile: { type: 'boolean' },
  plans: { type: 'boolean' },
  quick: { type: 'boolean' },
});

const SCENARIOS = ['board', 'gallery', 'join'] as const;
type Scenario = (typeof SCENARIOS)[number];

const quick = Boolean(args.quick);
const config = {
  connections: Math.max(1, int(args.connections, quick ? 10 : 200)),
  duration: int(args.duration, quick ? 1 : 10),
  joins: Math.max(1, int(args.joins, quick ? 100 : 3000)),
  rounds: Math.max(1, int(args.rounds, 1)),
  rate: args.rate === undefined || args.rate === 'half' ? ('half' as const) : int(args.rate, 0),
  players: Math.max(1, int(args.players, quick ? 10 : 100)),
  photos: int(args.photos, quick ? 1 : 6),
  only: (args.only?.split(',') ?? [...SCENARIOS]) as Scenario[],
  dist: Boolean(args.dist),
  profile: Boolean(args.profile),
};
for (const s of config.only) if (!SCENARIOS.includes(s)) throw new Error(`unknown scenario ${s}`);

/** Targets of this bench (docs/PERFORMANCE.md). */
const TARGET = { ratio: 0.5, p99Ms: 50, connections: 200 };

class LoadWorker {
  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<LoadWorker> {
    const worker = new LoadWorker(forkWorker('bench/http/load-worker.ts'));
    await worker.next();
    return worker;
  }

  private next(): Promise<LoadReply> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load worker exited with ${code}`));
      this.child.once('exit', onExit);
      this.child.once('message', (reply: LoadReply) => {
        this.child.off('exit', onExit);
        resolve(reply);
      });
    });
  }

  async run(command: Omit<LoadCommand, 'type'>): Promise<LoadResult> {
    const reply = this.next();
    this.child.send({ type: 'run', ...command } satisfies LoadCommand);
    const result = await reply;
    if (result.type === 'error') throw new Error(`load worker: ${result.message}`);
    if (result.type !== 'result') throw new Error(`load worker answered ${result.type}`);
    return result;
  }

  close() {
    this.child.send({ type: 'close' });
  }
}

interface RunRow {
  scenario: Scenario;
  target: 'server' | 'baseline';
  /** 'max' = closed loop, as fast as answered; a number = offered requests/s. */
  load: 'max' | number;
  result: LoadResult;
  /** Server process CPU per request, ms (both cores' worth: libuv threads count too). */
  cpuMsPerRequest: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

async function main() {
  const log = (line: string) => console.log(line);
  if (args.plans) {
    log(formatPlans(await explainRoutes(config.players)));
    return;
  }
  log(`HTTP bench${quick ? ' (quick)' : ''}: ${JSON.stringify(config)}`);
  log(`machine: ${JSON.stringify(machineFacts())}`);

  const server = await startAppServer({ dist: config.dist, inspect: config.profile });
  let baseline: Running | null = null;
  let worker: LoadWorker | null = null;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-http-'));
  try {
    const api = benchClient(server.url);
    log('building the games through the API:');
    const fixture = await buildFixture(api, {
      players: config.players,
      photos: config.photos,
      joins: config.joins * config.rounds * (config.rate === 0 ? 1 : 2),
      log,
    });
    const payloadFile = path.join(tmp, 'payloads.json');
    fs.writeFileSync(payloadFile, JSON.stringify(fixture.payloads));
    const sizes = Object.fromEntries(
      SCENARIOS.map((s) => [s, Buffer.byteLength(JSON.stringify(fixture.payloads[s]))]),
    ) as Record<Scenario, number>;
    log(`payloads: ${SCENARIOS.map((s) => `${s} ${fmt(kb(sizes[s]))} KB`).join(', ')} (JSON, uncompressed)`);

    baseline = await startScriptServer('bench/http/baseline-server.ts', { args: [payloadFile] });
    worker = await LoadWorker.start();
    const inspector =
      config.profile && server.inspectPort ? await Inspector.connect(server.inspectPort) : null;

    // Join requests are one-shot: each run takes its own slice of the fresh sessions.
    let joinCursor = 0;
    const joinSlice = (n: number) => {
      const slice = fixture.requests.join.slice(joinCursor, joinCursor + n);
      joinCursor += n;
      return slice;
    };

    const rows: RunRow[] = [];
    const run = async (
      scenario: Scenario,
      target: RunRow['target'],
      load: RunRow['load'],
      requests: LoadRequest[],
    ) => {
      const running = target === 'server' ? server : (baseline as Running);
      const cpu0 = procStats(running.pid).cpuMs;
      const profileFile = path.join(resultsDir, 'profiles', `http-${scenario}-${load}.cpuprofile`);
      if (inspector && target === 'server') await inspector.start();
      const result = await worker!.run({
        url: running.url,
        connections: config.connections,
        duration: config.duration,
        ...(scenario === 'join' ? { amount: requests.length } : {}),
        ...(load === 'max' ? {} : { overallRate: load }),
        requests,
      });
      if (inspector && target === 'server') {
        const profile = await inspector.stop(profileFile);
        log(formatProfile(`server profile, ${scenario} (${load}) → ${profileFile}`, profile, 20));
      }
      const cpuMs = procStats(running.pid).cpuMs - cpu0;
      rows.push({ scenario, target, load, result, cpuMsPerRequest: cpuMs / Math.max(1, result.total) });
      log(
        `  ${scenario.padEnd(7)} ${target.padEnd(8)} ${String(load).padEnd(4)} ${fmt(result.rps)} req/s, ` +
          `p50 ${fmt(result.latency.p50)} ms, p99 ${fmt(result.latency.p99)} ms, ` +
          `${result.non2xx} non-2xx, ${result.errors} errors`,
      );
    };

    const loadsOf = new Map<Scenario, RunRow['load'][]>();
    for (const scenario of config.only) {
      log(`${scenario}:`);
      const requests = (target: RunRow['target']) =>
        scenario === 'join'
          ? target === 'server'
            ? joinSlice(config.joins)
            : fixture.requests.join.slice(0, config.joins)
          : fixture.requests[scenario];
      const pair = async (load: RunRow['load']) => {
        for (let r = 0; r < config.rounds; r++) {
          await run(scenario, 'baseline', load, requests('baseline'));
          await run(scenario, 'server', load, requests('server'));
        }
      };
      await pair('max');
      const loads: RunRow['load'][] = ['max'];
      if (config.rate !== 0) {
        const serverMax = median(
          rows.filter((r) => r.scenario === scenario && r.target === 'server').map((r) => r.result.rps),
        );
        const rate = config.rate === 'half' ? Math.max(1, Math.round(serverMax / 2)) : config.rate;
        await pair(rate);
        loads.push(rate);
      }
      loadsOf.set(scenario, loads);
    }
    inspector?.close();

    // What must hold whatever the timings: the answers the baseline repeats are our API's shapes, with the
    // fixture's players and photos; and every first join the server answered 2xx added exactly one player.
    const board = ZBoard.parse(fixture.payloads.board);
    const gallery = ZGallery.parse(fixture.payloads.gallery);
    const joined = ZMembership.parse(fixture.payloads.join);
    const withPhoto = (cells: { image: string | null }[]) => cells.filter((c) => c.image !== null).length;
    const lobbyPlayers = await Promise.all(
      fixture.lobbies.map(async (code) =>
        z
          .array(ZQueuePlayer)
          .parse(await api.call('GET', `/api/game/${code}/players`, { token: fixture.host })),
      ),
    );
    const checks = {
      board: { cells: board.cells.length, photos: withPhoto(board.cells), boardSize: board.game.boardSize },
      gallery: {
        players: gallery.players.length,
        photos: gallery.players.map((p) => withPhoto(p.cells)),
      },
      join: { name: joined.player.name, status: joined.player.status },
      joins: {
        /** Join requests our server answered 2xx over all its join runs. */
        answered: rows
          .filter((r) => r.scenario === 'join' && r.target === 'server')
          .reduce((n, r) => n + r.result.total - r.result.non2xx - r.result.errors - r.result.timeouts, 0),
        /** Players in the lobby games now, minus those they held before the runs (and the spare joiner). */
        added: lobbyPlayers.flat().length - fixture.joinGames * config.players - 1,
      },
    };
    log(`checks: ${JSON.stringify(checks)}`);

    // Summary: medians over rounds, ratio server / baseline.
    const summary = config.only.flatMap((scenario) =>
      (loadsOf.get(scenario) ?? []).map((load) => {
        const of = (target: RunRow['target']) =>
          rows.filter((r) => r.scenario === scenario && r.target === target && r.load === load);
        const pick = (target: RunRow['target']) => {
          const runs = of(target);
          return {
            rps: median(runs.map((r) => r.result.rps)),
            p50: median(runs.map((r) => r.result.latency.p50)),
            p99: median(runs.map((r) => r.result.latency.p99)),
            max: Math.max(...runs.map((r) => r.result.latency.max)),
            non2xx: runs.reduce((n, r) => n + r.result.non2xx + r.result.errors + r.result.timeouts, 0),
            cpuMsPerRequest: median(runs.map((r) => r.cpuMsPerRequest)),
            requests: runs.reduce((n, r) => n + r.result.total, 0),
          };
        };
        const ours = pick('server');
        const base = pick('baseline');
        return {
          scenario,
          load,
          payloadBytes: sizes[scenario],
          server: ours,
          baseline: base,
          ratio: ours.rps / base.rps,
          meetsRatio: load === 'max' ? ours.rps / base.rps >= TARGET.ratio : null,
          meetsP99: config.connections >= TARGET.connections ? ours.p99 <= TARGET.p99Ms : null,
        };
      }),
    );

    log('');
    log(
      table(
        [
          'scenario',
          'load',
          'payload',
          'target',
          'req/s',
          'p50 ms',
          'p99 ms',
          'max ms',
          'CPU ms/req',
          'failed',
        ],
        summary.flatMap((s) =>
          (['server', 'baseline'] as const).map((t) => [
            s.scenario,
            String(s.load),
            `${fmt(kb(s.payloadBytes))} KB`,
            t,
            fmt(s[t].rps),
            fmt(s[t].p50),
            fmt(s[t].p99),
            fmt(s[t].max),
            fmt(s[t].cpuMsPerRequest, 2),
            String(s[t].non2xx),
          ]),
        ),
      ),
    );
    log('');
    for (const s of summary) {
      const verdict = [
        s.meetsRatio === null ? null : `ratio ${s.meetsRatio ? 'meets' : 'MISSES'} ≥ ${TARGET.ratio}x`,
        s.meetsP99 === null ? null : `p99 ${s.meetsP99 ? 'meets' : 'MISSES'} ≤ ${TARGET.p99Ms} ms`,
      ]
        .filter(Boolean)
        .join(', ');
      log(
        `${s.scenario} (${s.load}): server/baseline = ${fmt(s.ratio, 2)}x req/s; ` +
          `p99 ${fmt(s.server.p99)} ms vs ${fmt(s.baseline.p99)} ms at ${config.connections} connections${verdict ? ` — ${verdict}` : ''}`,
      );
    }

    const file = writeResult(quick ? 'http-quick' : 'http', {
      config,
      machine: machineFacts(),
      fixture: { code: fixture.code, players: fixture.players.length, joinGames: fixture.joinGames },
      checks,
      payloadBytes: sizes,
      summary,
      runs: rows,
    });
    log(`RESULT ${file}`);
  } finally {
    worker?.close();
    await baseline?.stop();
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
