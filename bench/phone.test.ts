import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/processes';

const run = promisify(execFile);

interface Count {
  received: number;
  requests: number;
}

interface PhoneResult {
  runs: {
    joinMs: number;
    joinFloorMs: number;
    joinBytes: Count;
    lobbyMs: number;
    lobbyFloorMs: number;
    lobbyBytes: Count;
    cardTotalMs: number;
    cardBytes: Count;
    photoMs: number;
    photoFloorMs: number;
    photoSourceBytes: number;
    photoSentBytes: number;
    photoStoredBytes: number;
  }[];
}

describe('bench:phone --quick', () => {
  // Timings are the bench's output, never asserted: only that each journey ran to its end and was counted.
  it('runs the four phone journeys with their floors and counts their bytes', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/phone/main.ts', '--quick'], {
      cwd: repoRoot,
      timeout: 300_000,
    });
    const file = /RESULT (\S+)/.exec(stdout)?.[1];
    expect(file, stdout).toBeTruthy();
    const result = JSON.parse(fs.readFileSync(file as string, 'utf8')) as PhoneResult;
    expect(result.runs).toHaveLength(1);
    const [r] = result.runs;
    for (const time of [
      r.joinMs,
      r.joinFloorMs,
      r.lobbyMs,
      r.lobbyFloorMs,
      r.cardTotalMs,
      r.photoMs,
      r.photoFloorMs,
    ]) {
      expect(Number.isFinite(time) && time > 0, stdout).toBe(true);
    }
    // The name field comes with the page and its stylesheet (the prerendered name step, decision 014), whether or
    // not the app's code has arrived by then; the lobby and the card fetch something too.
    expect(r.joinBytes.received).toBeGreaterThan(1_000);
    expect(r.joinBytes.requests).toBeGreaterThan(0);
    expect(r.lobbyBytes.received).toBeGreaterThan(0);
    expect(r.cardBytes.received).toBeGreaterThan(0);
    // The photo: a 12 MP JPEG picked, something sent, a smaller photo stored.
    expect(r.photoSourceBytes).toBeGreaterThan(1_000_000);
    expect(r.photoSentBytes).toBeGreaterThan(0);
    expect(r.photoStoredBytes).toBeGreaterThan(0);
    expect(r.photoStoredBytes).toBeLessThan(r.photoSourceBytes);
  }, 320_000);
});
