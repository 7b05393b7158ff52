import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/processes';

const run = promisify(execFile);

interface Summary {
  scenario: string;
  load: 'max' | number;
  payloadBytes: number;
  ratio: number;
  server: { rps: number; p99: number; non2xx: number; requests: number };
  baseline: { rps: number; p99: number; non2xx: number; requests: number };
}

describe('bench:http --quick', () => {
  it('runs every scenario against our server and the baseline and reports both', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/http/main.ts', '--quick'], {
      cwd: repoRoot,
      timeout: 150_000,
    });
    const file = /RESULT (\S+)/.exec(stdout)?.[1];
    expect(file, stdout).toBeTruthy();
    const result = JSON.parse(fs.readFileSync(file as string, 'utf8')) as { summary: Summary[] };
    const scenarios = new Set(result.summary.map((s) => s.scenario));
    expect([...scenarios].sort()).toEqual(['board', 'gallery', 'join']);
    for (const s of result.summary) {
      // Every request answered 2xx on both sides: the scenario measured what it says (no timing asserted).
      expect(s.server.non2xx, `${s.scenario} ${s.load}`).toBe(0);
      expect(s.baseline.non2xx, `${s.scenario} ${s.load}`).toBe(0);
      expect(s.server.requests).toBeGreaterThan(0);
      expect(s.baseline.requests).toBeGreaterThan(0);
      expect(s.payloadBytes).toBeGreaterThan(0);
      expect(Number.isFinite(s.ratio)).toBe(true);
    }
    expect(stdout).toMatch(/board \(max\): server\/baseline = /);
  });
});

describe('bench/http/accept-burst.ts --quick', () => {
  it('serves every connection of a burst and reports when each was accepted', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'bench/http/accept-burst.ts', '--quick'],
      {
        cwd: repoRoot,
        timeout: 60_000,
      },
    );
    const line = /RESULT accept-burst (.*)/.exec(stdout)?.[1];
    expect(line, stdout).toBeTruthy();
    const fields = Object.fromEntries((line as string).split(' ').map((pair) => pair.split('=')));
    expect(fields.connections).toBe('20');
    expect(Number(fields.acceptedWithin100ms)).toBeGreaterThan(0);
    expect(Number(fields.allP99Ms)).toBeGreaterThanOrEqual(0);
  });
});
