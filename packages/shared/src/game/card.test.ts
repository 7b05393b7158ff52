import { describe, expect, it } from 'vitest';
import { dealCard, shuffle } from './card';
import { centreIndex, labelsNeeded, setupProblems } from './setup';

const words = (n: number) => Array.from({ length: n }, (_, i) => `Label ${i + 1}`);

describe('dealCard', () => {
  it.each([3, 4, 5])('puts the free space at floor(n²/2) on a %ix%i card and every label once', (size) => {
    const cells = dealCard(words(labelsNeeded(size)), size, 'FREE');
    expect(cells).toHaveLength(size * size);
    expect(cells[centreIndex(size)]).toBe('FREE');
    const others = cells.filter((_, i) => i !== centreIndex(size)).sort();
    expect(others).toEqual(words(labelsNeeded(size)).sort());
  });

  it('leaves empty cells when labels run out and uses a subset when there are more', () => {
    expect(dealCard(words(3), 3, 'F').filter((c) => c === '')).toHaveLength(5);
    const many = dealCard(words(40), 3, 'F');
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
