import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rate-limit-store';
import { SlowLane } from './slow-lane';

const laneOf = (intervalMs: number) =>
  new SlowLane(createMemoryRateLimitStore().counter('lane', intervalMs), intervalMs);

describe('SlowLane', () => {
  it('lets one request a turn go on, the newest waiting first', async () => {
    const lane = laneOf(200);
    const order: number[] = [];
    const entries = [0, 1, 2].map((i) => lane.enter('a').then((granted) => granted && order.push(i)));
    // Another key has a lane of its own.
    expect(await lane.enter('b')).toBe(true);
    await Promise.all(entries);
    // Each turn goes to the newest one waiting.
    expect(order).toEqual([2, 1, 0]);
    expect(lane.held).toBe(0);
  });

  it('holds at most eight per key: a newer one pushes the oldest out, refused', async () => {
    const lane = laneOf(50);
    const results = await Promise.all(Array.from({ length: 12 }, () => lane.enter('a')));
    // 8 are held and served one a turn; the 4 oldest were pushed out.
    expect(results.filter((granted) => granted)).toHaveLength(8);
    expect(results.slice(0, 4)).toEqual([false, false, false, false]);
  });

  it('refuses a request once it has seen eight turns given to newer ones', async () => {
    const lane = laneOf(50);
    expect(await lane.enter('a')).toBe(true);
    const oldest = lane.enter('a');
    for (let turn = 0; turn < 8; turn++) expect(await lane.enter('a')).toBe(true);
    expect(await oldest).toBe(false);
    expect(lane.held).toBe(0);
  });

  it('counts turns, not time: a process busy past eight turns refuses no one whose turn then comes', async () => {
    const lane = laneOf(50);
    const entries = Array.from({ length: 8 }, () => lane.enter('a'));
    // Every timer of the lane falls due at once when the process is free again.
    const busyUntil = Date.now() + 500;
    while (Date.now() < busyUntil);
    expect(await Promise.all(entries)).toEqual(Array.from({ length: 8 }, () => true));
  });

  it('refuses everything held once closed', async () => {
    const lane = laneOf(10_000);
    expect(await lane.enter('a')).toBe(true);
    const held = lane.enter('a');
    lane.close();
    expect(await held).toBe(false);
    expect(await lane.enter('a')).toBe(false);
  });
});
