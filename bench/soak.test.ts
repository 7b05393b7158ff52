/**
 * The soak's --quick mode (bench/soak/main.ts): 2 games, 6 players filling their cards over 15 s against a
 * real server process, with host screens and big screens watching. The invariants are correctness, so they are
 * asserted here; timings and memory are only reported.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/processes';

interface QuickResult {
  plannedUploads: number;
  uploads: Record<string, number>;
  photos: { accepted: number; lost: number; unannounced: number; stored: number; completedPlayers: number };
  media: { checked: number; bad: number; examples: string[] };
  screens: { screens: number; consistent: number; disconnects: number; examples: string[] };
  serverErrorCount: number;
  memory: { rssWarmMb: number; rssEndMb: number; heapWarmMb: number; heapEndMb: number };
}

function runQuick(out: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/soak/main.ts', '--quick', '--out', out],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('soak (quick)', () => {
  it('loses no photo, answers no 5xx, and every screen ends as the database', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-soak-test-')), 'result.json');
    const { code, output } = await runQuick(out);
    expect(output, output).toMatch(/^RESULT soak .*invariants=pass/m);
    expect(code, output).toBe(0);

    const result = JSON.parse(fs.readFileSync(out, 'utf8')) as QuickResult;
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
    // 6 players x 24 photos, every one answered 200.
    expect(result.plannedUploads).toBe(144);
    expect(result.uploads).toEqual({ 200: 144 });
    expect(result.photos).toMatchObject({ accepted: 144, lost: 0, unannounced: 0, stored: 144 });
    expect(result.photos.completedPlayers).toBe(6);
    expect(result.media.checked).toBe(288);
    expect(result.media.bad, result.media.examples.join('\n')).toBe(0);
    expect(result.screens.screens).toBe(4);
    expect(result.screens.consistent, result.screens.examples.join('\n')).toBe(4);
    expect(result.screens.disconnects).toBe(0);
    expect(result.serverErrorCount).toBe(0);
    // Reported, not asserted: a 15 s run says little about flatness.
    expect(Number.isFinite(result.memory.rssEndMb) && Number.isFinite(result.memory.heapEndMb)).toBe(true);
  });
});
