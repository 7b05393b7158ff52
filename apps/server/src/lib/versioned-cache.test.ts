import { describe, expect, it } from 'vitest';
import type { GameRow } from '../db/repositories/games.repo';
import { VersionedCache, type Versioned } from './versioned-cache';

/** The two columns of a game row the cache reads. */
const game = (contentVersion: number, boardSize = 5) =>
  ({ content_version: contentVersion, board_size: boardSize }) as GameRow;
const copy = (version: number, json: string, boardSize = 5): Versioned => ({ version, boardSize, json });

describe('VersionedCache', () => {
  it('serves a copy only while the game shows the version and board size it was made at', () => {
    const cache = new VersionedCache<Versioned>(100);
    const kept = copy(3, 'abc');
    cache.set('p1', kept);
    expect(cache.get('p1', game(3))).toBe(kept);
    expect(cache.get('p1', game(4))).toBeUndefined();
    expect(cache.get('p1', game(2))).toBeUndefined();
    expect(cache.get('p1', game(3, 3))).toBeUndefined();
    expect(cache.get('p2', game(3))).toBeUndefined();
  });

  it('never lets a copy made at an older version replace a newer one', () => {
    const cache = new VersionedCache<Versioned>(100);
    const newer = copy(5, 'new');
    cache.set('p1', newer);
    // A slower request that read version 4 finishes after the one that read 5.
    cache.set('p1', copy(4, 'old'));
    expect(cache.get('p1', game(5))).toBe(newer);
    expect(cache.get('p1', game(4))).toBeUndefined();
    // A copy at the same or a newer version does replace it.
    const same = copy(5, 'same');
    cache.set('p1', same);
    expect(cache.get('p1', game(5))).toBe(same);
    const newest = copy(6, 'newest');
    cache.set('p1', newest);
    expect(cache.get('p1', game(6))).toBe(newest);
  });

  it('keeps at most maxChars characters, dropping the least recently used copies first', () => {
    const cache = new VersionedCache<Versioned>(10);
    cache.set('a', copy(1, 'aaaa'));
    cache.set('b', copy(1, 'bbbb'));
    // 'a' is used, so 'b' is now the least recently used.
    expect(cache.get('a', game(1))?.json).toBe('aaaa');
    cache.set('c', copy(1, 'cccc'));
    expect(cache.get('b', game(1))).toBeUndefined();
    expect(cache.get('a', game(1))?.json).toBe('aaaa');
    expect(cache.get('c', game(1))?.json).toBe('cccc');

    // A copy larger than the whole cache is not kept, and evicts nothing.
    cache.set('huge', copy(1, 'x'.repeat(11)));
    expect(cache.get('huge', game(1))).toBeUndefined();
    expect(cache.get('a', game(1))?.json).toBe('aaaa');
    expect(cache.get('c', game(1))?.json).toBe('cccc');
  });

  it("counts a replaced copy's characters once, so replacing never shrinks what the cache holds", () => {
    const cache = new VersionedCache<Versioned>(10);
    cache.set('a', copy(1, 'aaaa'));
    cache.set('b', copy(1, 'bbbb'));
    // Replaced ten times over: were the old copy's length still counted, 'a' and 'b' would be evicted.
    for (let v = 2; v < 12; v++) cache.set('a', copy(v, 'AAAA'));
    expect(cache.get('a', game(11))?.json).toBe('AAAA');
    expect(cache.get('b', game(1))?.json).toBe('bbbb');
    // And a replacement that outgrows the cache removes the old copy instead of serving it.
    cache.set('a', copy(12, 'A'.repeat(11)));
    expect(cache.get('a', game(11))).toBeUndefined();
    expect(cache.get('a', game(12))).toBeUndefined();
    expect(cache.get('b', game(1))?.json).toBe('bbbb');
  });
});
