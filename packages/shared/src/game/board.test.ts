import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEAL_MODES, LABEL_POOL_MAX } from '../constants';
import { dealBoard, dealCard, poolSummary, shuffle, type RandomInt } from './board';
import { centreIndex, labelsNeeded, setupProblems } from './setup';

const words = (n: number) => Array.from({ length: n }, (_, i) => `Label ${i + 1}`);

describe('dealBoard', () => {
  it.each([3, 4, 5])('puts the free space at floor(n²/2) on a %ix%i card and every label once', (size) => {
    const cells = dealBoard(words(labelsNeeded(size)), size, 'FREE');
    expect(cells).toHaveLength(size * size);
    expect(cells[centreIndex(size)]).toBe('FREE');
    const others = cells.filter((_, i) => i !== centreIndex(size)).sort();
    expect(others).toEqual(words(labelsNeeded(size)).sort());
  });

  it('leaves empty cells when labels run out and uses a subset when there are more', () => {
    expect(dealBoard(words(3), 3, 'F').filter((c) => c === '')).toHaveLength(5);
    const many = dealBoard(words(40), 3, 'F');
    expect(new Set(many).size).toBe(9);
  });

  it('shuffles with the given random source', () => {
    const alwaysZero = () => 0;
    expect(shuffle([1, 2, 3, 4], alwaysZero)).toEqual([2, 3, 4, 1]);
  });
});

describe('setupProblems', () => {
  it('lists what is missing and is empty for a complete setup', () => {
    const base = {
      eventTitle: 'Party',
      eventDate: '2026-12-31',
      welcomeMessage: 'Hi',
      freeSpaceWord: 'FREE',
    };
    expect(setupProblems({ ...base, boardSize: 3, words: words(8) })).toEqual([]);
    expect(setupProblems({ ...base, eventTitle: ' ', boardSize: 4, words: words(14) })).toEqual([
      'Add an Event Title.',
      'Add 1 more board label (a 4x4 card needs 15).',
    ]);
  });
});

describe('dealCard (a pool bigger than the card)', () => {
  const sizes = fc.constantFrom(3, 4, 5);
  const pool = (size: number) =>
    fc.integer({ min: labelsNeeded(size), max: LABEL_POOL_MAX }).map((n) => words(n));
  const seeded = (seed: number): RandomInt => {
    let state = seed >>> 0 || 1;
    return (max) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state % max;
    };
  };

  it('deals every card n²−1 distinct labels from the pool with the free space in the centre', () => {
    fc.assert(
      fc.property(
        sizes.chain((size) =>
          fc.tuple(fc.constant(size), pool(size), fc.constantFrom(...DEAL_MODES), fc.integer()),
        ),
        ([size, labels, mode, seed]) => {
          const cells = dealCard(labels, size, 'FREE', mode, seeded(seed));
          expect(cells).toHaveLength(size * size);
          expect(cells[centreIndex(size)]).toBe('FREE');
          const others = cells.filter((_, i) => i !== centreIndex(size));
          expect(new Set(others).size).toBe(labelsNeeded(size));
          for (const label of others) expect(labels).toContain(label);
        },
      ),
    );
  });

  it('gives everyone the same labels in the shuffled and same-card modes', () => {
    fc.assert(
      fc.property(
        sizes.chain((size) => fc.tuple(fc.constant(size), pool(size), fc.integer(), fc.integer())),
        ([size, labels, seedA, seedB]) => {
          const first = labels.slice(0, labelsNeeded(size)).sort();
          const labelSet = (cells: string[]) => cells.filter((_, i) => i !== centreIndex(size)).sort();
          const a = dealCard(labels, size, 'FREE', 'shuffled', seeded(seedA));
          const b = dealCard(labels, size, 'FREE', 'shuffled', seeded(seedB));
          expect(labelSet(a)).toEqual(first);
          expect(labelSet(b)).toEqual(first);
          const same = dealCard(labels, size, 'FREE', 'same-card', seeded(seedA));
          expect(dealCard(labels, size, 'FREE', 'same-card', seeded(seedB))).toEqual(same);
          expect(labelSet(same)).toEqual(first);
        },
      ),
    );
  });

  it('lays the same card out in the list order around the centre', () => {
    expect(dealCard(words(10), 3, 'F', 'same-card')).toEqual([
      'Label 1',
      'Label 2',
      'Label 3',
      'Label 4',
      'F',
      'Label 5',
      'Label 6',
      'Label 7',
      'Label 8',
    ]);
  });

  it('draws different label sets for different guests from a big pool', () => {
    const cards = Array.from({ length: 20 }, (_, i) =>
      dealCard(words(60), 5, 'FREE', 'random', seeded(i + 1))
        .slice()
        .sort()
        .join('|'),
    );
    expect(new Set(cards).size).toBeGreaterThan(1);
  });

  it('explains the pool for the preview', () => {
    expect(poolSummary(36, 5, 'random')).toBe(
      '24 of 36 labels on each card, drawn at random for each guest.',
    );
    expect(poolSummary(36, 5, 'shuffled')).toBe(
      'Everyone gets the first 24 of your 36 labels, each in their own order; the last 12 are not used.',
    );
    expect(poolSummary(8, 3, 'same-card')).toBe(
      '8 of the 8 labels a 3x3 card needs: every card has all of them.',
    );
  });
});
