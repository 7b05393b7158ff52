import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../apps/web/src/app/pages';
import { repoRoot } from './lib/processes';
import { routeOf } from './web/pages';
import { TARGET } from './web/targets';

const run = promisify(execFile);

interface WebResult {
  routes: { route: string; playerPath: boolean; budgetKb: number; totalJsGzip: number; cssGzip: number }[];
  playerPathJsGzip: number;
  budgets: { guestPathKb: number; cssKb: number };
  scanner: { files: string[]; inRoutes: string[]; scannerOnVisit: boolean; scannerOnScan: boolean };
  lighthouse: { page: string; median: { performance: number; accessibility: number } }[];
}

/**
 * A size within its budget. Budgets are one-sided: a size far under its budget passes, and `npm run bench:relock`
 * lowers a host page's budget to it (a guest page's budget is what it may spend, set by hand in the manifest).
 */
function expectWithinBudget(what: string, bytes: number, budgetKb: number) {
  const kb = bytes / 1024;
  expect(kb, `${what}: ${kb.toFixed(1)} KB gzip, over its ${budgetKb} KB budget`).toBeLessThanOrEqual(
    budgetKb,
  );
}

describe('bench:web --quick', () => {
  it('builds, keeps every budgeted page within its budget, loads the scanner on scan only, audits a page', async () => {
    // BENCH_WEB_DIST names a build just made (the test command's, apps/web/dist): measured instead of a second one.
    const dist = process.env.BENCH_WEB_DIST ? ['--dist', process.env.BENCH_WEB_DIST] : [];
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'bench/web/main.ts', '--quick', ...dist],
      {
        cwd: repoRoot,
        timeout: 150_000,
      },
    );
    const file = /RESULT (\S+)/.exec(stdout)?.[1];
    expect(file, stdout).toBeTruthy();
    const result = JSON.parse(fs.readFileSync(file as string, 'utf8')) as WebResult;

    // Every page the manifest gives a budget measured (read from the build's pages.json), with that budget; sizes
    // are deterministic for a tree, so each JS total (gzip) and the CSS is held to its budget.
    const budgeted = PAGES.flatMap((page) =>
      'budgetKb' in page
        ? [[routeOf(page.path), page.visitor === 'guest', page.budgetKb] as [string, boolean, number]]
        : [],
    );
    expect(result.routes.map((r) => [r.route, r.playerPath, r.budgetKb])).toEqual(budgeted);
    for (const route of result.routes) {
      expectWithinBudget(route.route, route.totalJsGzip, route.budgetKb);
      expectWithinBudget(`${route.route} CSS`, route.cssGzip, result.budgets.cssKb);
    }
    expectWithinBudget('the whole player path', result.playerPathJsGzip, result.budgets.guestPathKb);
    // The target per player route (TARGET.playerPathJsKb) holds /join/{code} (the QR code's link); the other guest
    // pages are over it and held by their budgets in the manifest (docs/PERFORMANCE.md).
    for (const route of result.routes.filter((r) => r.route === '/join/{code}')) {
      expect(route.totalJsGzip / 1024, route.route).toBeLessThanOrEqual(TARGET.playerPathJsKb);
    }

    // The QR scanner is its own chunk, in no route's download, fetched when scanning starts.
    expect(result.scanner.files.length).toBeGreaterThan(0);
    expect(result.scanner.inRoutes).toEqual([]);
    expect(result.scanner.scannerOnVisit).toBe(false);
    expect(result.scanner.scannerOnScan).toBe(true);

    // Lighthouse's accessibility depends on the page alone and meets its target. Its performance score moves with
    // the machine's load: printed by the bench, judged by nothing here.
    expect(result.lighthouse.map((l) => l.page)).toEqual(['baseline (static page)', '/login']);
    for (const { page, median } of result.lighthouse) {
      expect(median.accessibility, page).toBeGreaterThanOrEqual(TARGET.accessibility);
    }
  });
});
