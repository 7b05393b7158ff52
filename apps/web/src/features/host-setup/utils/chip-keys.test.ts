import { describe, expect, it } from 'vitest';
import { chipKeyAction } from './chip-keys';

const leftToRight = { forward: 'ArrowRight', back: 'ArrowLeft' };
const rightToLeft = { forward: 'ArrowLeft', back: 'ArrowRight' };

describe('chipKeyAction', () => {
  it('moves on and back in the reading direction, stopping at the ends', () => {
    expect(chipKeyAction('ArrowRight', 1, 3, leftToRight)).toEqual({ move: 2 });
    expect(chipKeyAction('ArrowRight', 2, 3, leftToRight)).toEqual({ move: 2 });
    expect(chipKeyAction('ArrowLeft', 0, 3, leftToRight)).toEqual({ move: 0 });
    expect(chipKeyAction('ArrowLeft', 1, 3, rightToLeft)).toEqual({ move: 2 });
    expect(chipKeyAction('ArrowRight', 1, 3, rightToLeft)).toEqual({ move: 0 });
  });

  it('↓ and ↑ move as in a list; Home and End go to the first and the last', () => {
    expect(chipKeyAction('ArrowDown', 0, 3, rightToLeft)).toEqual({ move: 1 });
    expect(chipKeyAction('ArrowUp', 2, 3, leftToRight)).toEqual({ move: 1 });
    expect(chipKeyAction('Home', 2, 3, leftToRight)).toEqual({ move: 0 });
    expect(chipKeyAction('End', 0, 3, leftToRight)).toEqual({ move: 2 });
  });

  it('Delete and Backspace remove; any other key does nothing', () => {
    expect(chipKeyAction('Delete', 1, 3, leftToRight)).toEqual({ remove: true });
    expect(chipKeyAction('Backspace', 1, 3, leftToRight)).toEqual({ remove: true });
    expect(chipKeyAction('a', 1, 3, leftToRight)).toBeNull();
    expect(chipKeyAction('Enter', 1, 3, leftToRight)).toBeNull();
  });
});
