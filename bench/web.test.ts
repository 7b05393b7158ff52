import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/processes';

const run = promisify(execFile);

interface WebResult {
  routes: { route: string; playerPath: boolean; totalJsGzip: number; cssGzip: number; files: string[] }[];
  playerPathJsGzip: number;
  scanner: { files: string[]; inRoutes: string[]; scannerOnVisit: boolean; scannerOnScan: boolean };
  lighthouse: { page: string; median: { performance: number; accessibility: number } }[];
}

describe('bench:web --quick', () => {
  it('builds, sizes every route, checks the scanner loads on scan only, and audits a page', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/web/main.ts', '--quick'], {
      cwd: repoRoot,
      timeout: 150_000,
    });
    const file = /RESULT (\S+)/.exec(stdout)?.[1];
    expect(file, stdout).toBeTruthy();
    const result = JSON.parse(fs.readFileSync(file as string, 'utf8')) as WebResult;
    expect(result.routes.filter((r) => r.playerPath).map((r) => r.route)).toHaveLength(4);
    for (const route of result.routes) {
      expect(route.totalJsGzip, route.route).toBeGreaterThan(10_000);
      expect(route.cssGzip, route.route).toBeGreaterThan(0);
    }
    expect(result.playerPathJsGzip).toBeGreaterThan(0);
    // The QR scanner is its own chunk, in no route's download, fetched when scanning starts.
    expect(result.scanner.files.length).toBeGreaterThan(0);
    expect(result.scanner.inRoutes).toEqual([]);
    expect(result.scanner.scannerOnVisit).toBe(false);
    expect(result.scanner.scannerOnScan).toBe(true);
    expect(result.lighthouse.map((l) => l.page)).toEqual(['baseline (static page)', '/login']);
    for (const { median } of result.lighthouse) {
      expect(median.performance).toBeGreaterThanOrEqual(0);
      expect(median.accessibility).toBeGreaterThan(0);
    }
  });
});
