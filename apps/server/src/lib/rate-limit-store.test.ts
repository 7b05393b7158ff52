import { describe, expect, it } from 'vitest';
import { MemoryGroups, MemoryWindows } from './rate-limit-store';

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

  it('makes room with ended windows first, keeping every live one', () => {
    const windows = new MemoryWindows(3);
    windows.incr('a', 100, 0);
    windows.incr('b', 100, 50);
    windows.incr('live', 100, 60);
    windows.incr('live', 100, 61);
    // At 155 'a' and 'b' have ended: both go, and 'live' keeps its count.
    windows.incr('new', 100, 155);
    expect(windows.size).toBe(2);
    expect(windows.incr('live', 100, 156).current).toBe(3);
  });

  it('gives a hit back while the window is open, never below zero, and not once it has ended', () => {
    const windows = new MemoryWindows();
    windows.incr('k', 1000, 0);
    windows.incr('k', 1000, 1);
    windows.decr('k', 2);
    expect(windows.incr('k', 1000, 3).current).toBe(2);
    windows.decr('k', 4);
    windows.decr('k', 4);
    windows.decr('k', 4);
    expect(windows.incr('k', 1000, 5).current).toBe(1);
    windows.decr('k', 1000);
    expect(windows.incr('k', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
    windows.decr('unknown', 0);
    expect(windows.size).toBe(1);
  });
});

describe('MemoryGroups', () => {
  it('a flood of new keys in one group never drops a live counter of another', () => {
    const groups = new MemoryGroups(100);
    const login = groups.group('POST/api/auth/login');
    for (let i = 0; i < 10; i++) login.incr('203.0.113.7', 60_000, i);
    const sessions = groups.group('POST/api/player/session');
    for (let i = 0; i < 1000; i++) sessions.incr(`junk-${i}`, 60_000, 10 + i);
    expect(sessions.size).toBe(100);
    expect(groups.group('POST/api/auth/login').incr('203.0.113.7', 60_000, 2000).current).toBe(11);
  });
});
