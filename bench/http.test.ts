import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/processes';

const run = promisify(execFile);

interface Checks {
  board: { cells: number; photos: number; boardSize: number };
  gallery: { players: number; photos: number[] };
  join: { name: string; status: string };
  joins: { answered: number; added: number };
}

/** The --quick sizes of bench/http/main.ts. */
const QUICK = { players: 10, photos: 1, joins: 100 };

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
    const result = JSON.parse(fs.readFileSync(file as string, 'utf8')) as {
      summary: Summary[];
      checks: Checks;
      runs: unknown[];
    };
    // Each scenario closed-loop ('max') and at half the server's maximum, one baseline and one server run each.
    expect(result.summary.map((s) => [s.scenario, typeof s.load])).toEqual([
      ['board', 'string'],
      ['board', 'number'],
      ['gallery', 'string'],
      ['gallery', 'number'],
      ['join', 'string'],
      ['join', 'number'],
    ]);
    expect(result.runs).toHaveLength(12);
    for (const s of result.summary) {
      // Every request answered 2xx on both sides (errors and timeouts count here too): the scenario measured
      // what it says. No timing is asserted.
      expect(s.server.non2xx, `${s.scenario} ${s.load}`).toBe(0);
      expect(s.baseline.non2xx, `${s.scenario} ${s.load}`).toBe(0);
      expect(s.server.requests, `${s.scenario} ${s.load}`).toBeGreaterThan(0);
      expect(s.baseline.requests, `${s.scenario} ${s.load}`).toBeGreaterThan(0);
      if (s.scenario === 'join') {
        // A join run sends each of its fresh devices' requests exactly once.
        expect(s.server.requests, `join ${s.load}`).toBe(QUICK.joins);
        expect(s.baseline.requests, `join ${s.load}`).toBe(QUICK.joins);
      }
    }
    // The answers the baseline repeats are our API's, for the fixture's game: a 5x5 card with the player's
    // photo, a gallery of every player with theirs, a first join.
    expect(result.checks.board).toEqual({ cells: 25, photos: QUICK.photos, boardSize: 5 });
    expect(result.checks.gallery).toEqual({
      players: QUICK.players,
      photos: Array.from({ length: QUICK.players }, () => QUICK.photos),
    });
    expect(result.checks.join).toEqual({ name: 'Spare Player', status: 'waiting' });
    // Every join our server answered added one player, no more, no fewer: two runs of QUICK.joins each.
    expect(result.checks.joins).toEqual({ answered: 2 * QUICK.joins, added: 2 * QUICK.joins });
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
    expect(fields.requests).toBe('3');
    // Every connection accepted and every request of each answered; the timings are reported, not asserted.
    expect(fields.accepted).toBe('20');
    expect(fields.answered).toBe('60');
    expect(Number(fields.acceptedWithin100ms)).toBeGreaterThan(0);
  });
});
