import { centreIndex } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { reshuffleBoard } from './reshuffle';

describe('reshuffleBoard', () => {
  it('always changes the order when there are two or more labels, keeping the free centre', () => {
    const words = ['a', 'b'];
    let card = ['a', 'b', '', '', 'FREE', '', '', '', ''];
    for (let i = 0; i < 50; i++) {
      const next = reshuffleBoard(card, words, 3, 'FREE');
      expect(next).not.toEqual(card);
      expect(next[centreIndex(3)]).toBe('FREE');
      expect([...next].sort()).toEqual([...card].sort());
      card = next;
    }
  });

  it('deals the same card when there is nothing to move', () => {
    expect(reshuffleBoard(['x', '', '', '', 'F', '', '', '', ''], ['x'], 3, 'F')[0]).toBe('x');
  });
});
