/**
 * The fan-out bench's --quick mode (bench/fanout/main.ts): one game and a few small games against a real server
 * process and the bare `ws` baseline, and, when PostgreSQL is configured (TEST_DATABASE_URL, as in CI), the
 * same across two nodes on PostgreSQL and a private Redis. Only that it ran and delivered everything is
 * asserted; its timings are noise at these sizes.
 */
import { GAME_FRAME_MS, LOBBY_SNAPSHOT_PLAYERS } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { resultLines, runBenchScript } from './lib/run-script';

const positive = (value: string | undefined) => Number(value) > 0;

function expectDelivered(output: string, cases: string[]) {
  const results = resultLines(output, 'fanout');
  expect(results.map((r) => r.case)).toEqual(cases);
  for (const r of results) {
    // Every socket connected, stayed, and got every broadcast: latencies measured on both sides.
    expect(r.lost, output).toBe('0');
    expect(positive(r.deliveries), output).toBe(true);
    for (const key of ['app_p50', 'app_p95', 'base_p95', 'fanout_ratio_p95', 'app_rss_kb_per_socket']) {
      expect(Number.isFinite(Number(r[key])), `${key}=${r[key]}`).toBe(true);
    }
    expect(r.target).toBe('n/a(quick)');
    // Judged by what the design promises a watching screen: one frame, plus 100 ms for the upload and delivery.
    expect(r.target_p95_ms).toBe(String(GAME_FRAME_MS + 100));
  }
}

describe('fan-out bench (quick)', () => {
  it('delivers every broadcast to every socket, app and baseline, in one game and in many', async () => {
    const { code, output } = await runBenchScript('bench/fanout/main.ts', ['--quick']);
    expect(code, output).toBe(0);
    expectDelivered(output, ['one-game-8', 'many-3x4']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('does the same across two nodes (PostgreSQL + Redis)', async () => {
    const { code, output } = await runBenchScript('bench/fanout/main.ts', [
      '--quick',
      '--nodes',
      '2',
      '--only-many',
    ]);
    expect(code, output).toBe(0);
    expectDelivered(output, ['many-3x4-2nodes']);
    expect(output).toMatch(/2 node\(s\), PostgreSQL \+ Redis adapter/);
  });

  it('the 5,000-player bench, small: every join, start and photo reaches whoever must see it; no phone gets another player’s cell', async () => {
    const { code, output } = await runBenchScript('bench/fanout/crowd.ts', ['--quick']);
    expect(code, output).toBe(0);
    const [r] = resultLines(output, 'crowd');
    expect(r, output).toBeDefined();
    const players = Number(r.players);
    const watchers = Number(r.sockets) - players - 2;
    const uploads = Number(r.own_deliveries);
    expect(r.lost, output).toBe('0');
    expect(r.foreign, output).toBe('0');
    expect(uploads, output).toBeGreaterThan(0);
    // Both host screens saw every join; every phone and watcher the start; host screens and watchers every photo.
    expect(Number(r.joins_seen), output).toBe(2 * players);
    expect(Number(r.starts_seen), output).toBe(players + watchers);
    expect(Number(r.screen_deliveries), output).toBe(uploads * (2 + watchers));
    // How many photos share a frame depends on when their safety checks pass (on a loaded machine, one a frame):
    // the batching itself is asserted in apps/server/src/realtime/frames.test.ts.
    expect(Number(r.frames), output).toBeGreaterThan(0);
    // Phones past the lobby's window get the count alone (every phone's count right is part of lost=0): at most
    // the game's first LOBBY_SNAPSHOT_PLAYERS joins each.
    expect(players, output).toBeGreaterThan(LOBBY_SNAPSHOT_PLAYERS);
    expect(Number(r.phone_counts), output).toBeGreaterThan(0);
    expect(Number(r.phone_join_entries), output).toBeLessThanOrEqual(players * LOBBY_SNAPSHOT_PLAYERS);
    expect(r.target).toBe('n/a(quick)');
  });

  it('the same with teams, small: a photo reaches every phone of its team and no other team’s', async () => {
    const { code, output } = await runBenchScript('bench/fanout/crowd.ts', [
      '--quick',
      '--players',
      '40',
      '--teams',
      '4',
      '--watchers',
      '4',
    ]);
    expect(code, output).toBe(0);
    const [r] = resultLines(output, 'crowd');
    expect(r, output).toBeDefined();
    expect(r.case).toBe('crowd-40-teams4');
    expect(r.lost, output).toBe('0');
    expect(r.foreign, output).toBe('0');
    // Every photo on all ten phones of its team (the uploader's and nine teammates'), every host screen and watcher.
    const photos = Number(r.screen_deliveries) / (2 + 4);
    expect(photos, output).toBeGreaterThan(0);
    expect(Number(r.own_deliveries), output).toBe(photos * 10);
    expect(Number(r.joins_seen), output).toBe(2 * 40);
    expect(r.target).toBe('n/a(quick)');
  });
});
