import { describe, expect, it } from 'vitest';
import { largestFittingSize } from './fit-font-size';

describe('largestFittingSize', () => {
  it('finds the largest size that fits, in steps', () => {
    const tried: number[] = [];
    const result = largestFittingSize(
      (size) => {
        tried.push(size);
        return size <= 13.2;
      },
      { min: 10, max: 18 },
    );
    expect(result).toEqual({ size: 13, fits: true });
    // A binary search over 17 sizes, not a walk through all of them.
    expect(tried.length).toBeLessThanOrEqual(6);
  });

  it('keeps the largest size when everything fits', () => {
    expect(largestFittingSize(() => true, { min: 10, max: 18 })).toEqual({ size: 18, fits: true });
  });

  it('says so when even the smallest size does not fit', () => {
    expect(largestFittingSize(() => false, { min: 10, max: 18 })).toEqual({ size: 10, fits: false });
  });
});
