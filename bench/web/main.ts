/**
 * Bench 4, web. Builds the web app for production (Vite, the project's own config, with a manifest,
 * into a temporary folder) and reports per route the JS and CSS a visit downloads, gzip-compressed, following
 * the manifest's chunk graph (bench/web/bundle.ts); checks in Chromium that the QR scanner loads only once
 * scanning starts; and runs Lighthouse (mobile) on /login, /join and /game-board/{code} served by our server,
 * with a bare static page (bench/web/baseline-page.ts) as the baseline in the same run.
 *
 *   npm run bench:web -- [--runs 3] [--no-lighthouse] [--quick] [--dist apps/web/dist]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, setup5x5 } from '@picture-bingo/testkit';
import { cli, int } from '../lib/cli';
import { machineFacts, startAppServer, startScriptServer, writeResult } from '../lib/processes';
import { fmt, kb, table } from '../lib/stats';
import { viteBuild } from '../lib/vite-build';
import { chunksOf, ON_ACTION, readManifest, routeBundle, sizesOf, type RouteBundle } from './bundle';
import { audit, type AuditTarget, type PageAudit } from './lighthouse';
import { benchedPages, readBuiltPages } from './pages';
import { TARGET } from './targets';
import { checkScannerLoading } from './scan-check';
import { benchClient } from '../lib/mail';

/** The on-action chunks of a route summed per trigger: "9.2 KB (the first toast), …". */
function onActionByTrigger(chunks: { trigger: string; gzip: number }[]): string {
  const byTrigger = new Map<string, number>();
  for (const c of chunks) byTrigger.set(c.trigger, (byTrigger.get(c.trigger) ?? 0) + c.gzip);
  return [...byTrigger].map(([trigger, gzip]) => `${gz(gzip)} (${trigger})`).join(', ');
}

const USAGE = `Usage: npm run bench:web -- [options]
  --runs <n>        Lighthouse runs per page (default 3; the median run by performance score is reported)
  --pages <list>    pages audited, comma-separated: login,join,join-code,lobby,game-board (default
                    login,join,game-board; join-code is /join/{code} on a new phone, lobby a joined player's room)
  --no-lighthouse   sizes and the scanner check only
  --quick           one Lighthouse run of /login and the baseline page: checks the bench still runs
  --dist <dir>      measure a build already made (npm run build: apps/web/dist, with its Vite manifest) instead
                    of building one`;

const args = cli(USAGE, {
  runs: { type: 'string' },
  pages: { type: 'string' },
  'no-lighthouse': { type: 'boolean' },
  quick: { type: 'boolean' },
  dist: { type: 'string' },
});
const quick = Boolean(args.quick);
const config = {
  runs: Math.max(1, int(args.runs, quick ? 1 : 3)),
  lighthouse: !args['no-lighthouse'],
  pages: args.pages?.split(',') ?? (quick ? ['login'] : ['login', 'join', 'game-board']),
};

/** A started 5x5 game and one joined player's device, for /game-board. */
async function playerOnBoard(api: ApiClient) {
  const host = (await api.registerHost()).accessToken;
  const game = await api.createPaidGame(host, setup5x5);
  const { deviceId, token } = await api.newSession();
  await api.join(game.gameCode, token, 'Lighthouse');
  await api.start(host, game.gameCode);
  return { code: game.gameCode, localStorage: { deviceId, deviceToken: token } };
}

/** A paid game's lobby with one joined player's device, for /join/{code} and the lobby. */
async function playerInLobby(api: ApiClient) {
  const host = (await api.registerHost()).accessToken;
  const game = await api.createPaidGame(host, setup5x5);
  const { deviceId, token } = await api.newSession();
  await api.join(game.gameCode, token, 'Lighthouse');
  return { code: game.gameCode, localStorage: { deviceId, deviceToken: token } };
}

/** The run with the median performance score (its metrics belong together). */
function medianRun(runs: PageAudit[]): PageAudit {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const gz = (bytes: number) => `${fmt(kb(bytes))} KB`;

async function main() {
  const log = (line: string) => console.log(line);
  log(`web bench${quick ? ' (quick)' : ''}: ${JSON.stringify(config)}`);
  log(`machine: ${JSON.stringify(machineFacts())}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-web-'));
  const dist = args.dist ? path.resolve(args.dist) : path.join(tmp, 'dist');
  try {
    const buildMs = args.dist ? null : await viteBuild(dist);
    log(buildMs === null ? `the build in ${dist}` : `production build in ${fmt(buildMs / 1000)} s`);
    const manifest = readManifest(dist);
    // The pages the page manifest gives a budget, as the build wrote it (apps/web/src/app/pages.ts).
    const built = readBuiltPages(dist);

    // 1. Sizes per route.
    const bundles: (RouteBundle & { playerPath: boolean; budgetKb: number })[] = benchedPages(
      built,
      manifest,
    ).map((r) => ({
      ...routeBundle(dist, manifest, r.route, r.module),
      playerPath: r.playerPath,
      budgetKb: r.budgetKb,
    }));
    const playerPath = sizesOf(
      dist,
      bundles.filter((b) => b.playerPath).flatMap((b) => b.totalJs.files),
    );
    log('');
    log(
      table(
        ['route', 'JS initial', 'JS deferred', 'JS total', 'budget', 'CSS', 'on action only', 'player path'],
        bundles.map((b) => [
          b.route,
          gz(b.initialJs.gzip),
          gz(b.deferredJs.gzip),
          gz(b.totalJs.gzip),
          `${b.budgetKb} KB ${b.totalJs.gzip <= b.budgetKb * 1024 ? 'within' : 'OVER'}`,
          gz(b.css.gzip),
          onActionByTrigger(b.onAction) || '-',
          b.playerPath ? (b.totalJs.gzip <= TARGET.playerPathJsKb * 1024 ? 'meets' : 'MISSES') : '',
        ]),
      ),
    );
    log(`(gzip level 9; initial = entry + route module and their static imports; deferred = dynamic imports a
visit makes by itself, e.g. socket.io; total = initial + deferred)`);
    log(
      `whole player path (/join → /join/{code} → lobby → /game-board), each file once: ${gz(playerPath.gzip)} JS`,
    );

    // 2. The QR scanner: in no route's download, only behind "scan".
    const scannerFiles = chunksOf(manifest, ON_ACTION[0].pattern);
    const scannerInRoutes = bundles.filter((b) => b.totalJs.files.some((f) => scannerFiles.includes(f)));
    log(
      `QR scanner (html5-qrcode) in ${scannerFiles.join(', ') || 'no chunk'}; in a route's download: ${
        scannerInRoutes.map((b) => b.route).join(', ') || 'none'
      }`,
    );

    const server = await startAppServer({ env: { WEB_DIST_DIR: dist } });
    const baseline = config.lighthouse ? await startScriptServer('bench/web/baseline-page.ts') : null;
    try {
      const scan = await checkScannerLoading(server.url, scannerFiles);
      log(
        `in Chromium: /join loaded ${scan.loadedOnVisit.length} scripts, scanner among them: ${scan.scannerOnVisit}; ` +
          `scanner loaded on "Scan QR Code": ${scan.scannerOnScan}`,
      );

      // 3. Lighthouse, baseline page first.
      const audits: { page: string; runs: PageAudit[]; median: PageAudit }[] = [];
      if (config.lighthouse && baseline) {
        const api = benchClient(server.url);
        const board = config.pages.includes('game-board') ? await playerOnBoard(api) : null;
        const lobby = config.pages.some((p) => p === 'join-code' || p === 'lobby')
          ? await playerInLobby(api)
          : null;
        const targets: AuditTarget[] = [
          { name: 'baseline (static page)', url: `${baseline.url}/` },
          ...config.pages.map((p): AuditTarget => {
            if (p === 'join-code' && lobby)
              return { name: '/join/{code}', url: `${server.url}/join/${lobby.code}` };
            if (p === 'lobby' && lobby) {
              return {
                name: '/room/{code} (lobby)',
                url: `${server.url}/room/${lobby.code}`,
                localStorage: lobby.localStorage,
              };
            }
            if (p === 'game-board' && board) {
              return {
                name: '/game-board/{code}',
                url: `${server.url}/game-board/${board.code}`,
                localStorage: board.localStorage,
              };
            }
            return { name: `/${p}`, url: `${server.url}/${p}` };
          }),
        ];
        for (const target of targets) {
          const runs: PageAudit[] = [];
          for (let r = 0; r < config.runs; r++) runs.push(await audit(target));
          const median = medianRun(runs);
          audits.push({ page: target.name, runs, median });
          log(
            `lighthouse ${target.name}: performance ${runs.map((r) => r.performance).join('/')}, ` +
              `accessibility ${median.accessibility} (${median.url})`,
          );
        }
        log('');
        log(
          table(
            ['page', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'bytes', 'targets'],
            audits.map(({ page, median: m }) => [
              page,
              String(m.performance),
              String(m.accessibility),
              fmt(m.metrics.fcp, 0),
              fmt(m.metrics.lcp, 0),
              fmt(m.metrics.tbt, 0),
              fmt(m.metrics.cls, 3),
              fmt(m.metrics.si, 0),
              gz(m.transferBytes),
              page.startsWith('baseline')
                ? ''
                : `${m.performance >= TARGET.performance ? 'perf meets' : 'perf MISSES'}, ${
                    m.accessibility >= TARGET.accessibility ? 'a11y meets' : 'a11y MISSES'
                  }`,
            ]),
          ),
        );
        const base = audits[0]?.median;
        for (const { page, median: m } of audits.slice(1)) {
          if (base) {
            log(
              `${page}: LCP ${fmt(m.metrics.lcp / base.metrics.lcp, 2)}x the baseline's, performance ${m.performance} vs ${base.performance}`,
            );
          }
          for (const failure of m.a11yFailures) log(`  a11y: ${failure}`);
          for (const opportunity of m.opportunities) log(`  perf: ${opportunity}`);
        }
      }

      const file = writeResult(quick ? 'web-quick' : 'web', {
        config,
        machine: machineFacts(),
        buildMs,
        routes: bundles.map((b) => ({
          route: b.route,
          module: b.module,
          playerPath: b.playerPath,
          budgetKb: b.budgetKb,
          initialJsGzip: b.initialJs.gzip,
          deferredJsGzip: b.deferredJs.gzip,
          totalJsGzip: b.totalJs.gzip,
          totalJsRaw: b.totalJs.raw,
          cssGzip: b.css.gzip,
          files: b.totalJs.files,
          onAction: b.onAction,
        })),
        playerPathJsGzip: playerPath.gzip,
        budgets: { guestPathKb: built.guestPathBudgetKb, cssKb: built.cssBudgetKb },
        scanner: { files: scannerFiles, inRoutes: scannerInRoutes.map((b) => b.route), ...scan },
        lighthouse: audits.map((a) => ({ page: a.page, median: a.median, runs: a.runs })),
      });
      log(`RESULT ${file}`);
    } finally {
      await baseline?.stop();
      await server.stop();
    }
  } finally {
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
