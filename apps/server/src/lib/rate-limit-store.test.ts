import { describe, expect, it } from 'vitest';
import { MemoryWindows } from './rate-limit-store';

describe('MemoryWindows', () => {
  it('counts hits in a fixed window from the first hit, then starts over', () => {
    const windows = new MemoryWindows();
    expect(windows.incr('k', 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(windows.incr('k', 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(windows.incr('other', 1000, 400)).toEqual({ current: 1, ttl: 1000 });
    expect(windows.incr('k', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('hands out a fresh result per hit, so hits that arrive together read their own count', () => {
    const windows = new MemoryWindows();
    const first = windows.incr('k', 1000, 0);
    windows.incr('k', 1000, 1);
    expect(first.current).toBe(1);
  });

  it('keeps at most maxKeys counters, dropping the window opened longest ago', () => {
    const windows = new MemoryWindows(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) windows.incr(key, 60_000, i);
    expect(windows.size).toBe(3);
    // 'a' was dropped: it starts over; 'c' is still counted.
    expect(windows.incr('a', 60_000, 10).current).toBe(1);
    expect(windows.incr('c', 60_000, 10).current).toBe(2);
  });
});
