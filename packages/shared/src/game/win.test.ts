import { describe, expect, it } from 'vitest';
import { cardLines, markedCount, meetsWinCondition } from './win';

const card = (size: number, markedIdx: number[]) =>
  Array.from({ length: size * size }, (_, i) => markedIdx.includes(i) || i === Math.floor((size * size) / 2));

describe('meetsWinCondition', () => {
  it('full card needs every cell', () => {
    expect(meetsWinCondition(card(3, [0, 1, 2, 3, 5, 6, 7, 8]), 3, 'full')).toBe(true);
    expect(meetsWinCondition(card(3, [0, 1, 2, 3, 5, 6, 7]), 3, 'full')).toBe(false);
  });

  it('line accepts a row, a column or a diagonal through the free space', () => {
    expect(meetsWinCondition(card(3, [0, 1, 2]), 3, 'line')).toBe(true);
    expect(meetsWinCondition(card(4, [1, 5, 9, 13]), 4, 'line')).toBe(true);
    expect(meetsWinCondition(card(5, [0, 6, 18, 24]), 5, 'line')).toBe(true);
    expect(meetsWinCondition(card(3, [0, 1, 5]), 3, 'line')).toBe(false);
  });

  it('rejects a card of the wrong size', () => {
    expect(meetsWinCondition([true, true], 3, 'full')).toBe(false);
  });

  it('has 2n+2 lines and counts marks without the free space', () => {
    expect(cardLines(5)).toHaveLength(12);
    expect(markedCount(card(3, [0, 1]), 3)).toBe(2);
  });
});
