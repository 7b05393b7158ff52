import { describe, expect, it } from 'vitest';
import { FitSearch, largestFittingSize } from './fit-font-size';

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

describe('FitSearch', () => {
  const run = (fits: (size: number) => boolean, range: { min: number; max: number }) => {
    const search = new FitSearch(range);
    let layouts = 0;
    for (let size = search.next(); size !== null; size = search.next()) {
      layouts += 1;
      search.report(fits(size));
    }
    return { ...search.result(), layouts };
  };

  it('finds what largestFittingSize finds, one size at a time', () => {
    for (const [limit, range] of [5, 10, 10.5, 13, 17.5, 27.5, 28, 40, 12, 9].map(
      (l, i) => [l, i < 8 ? { min: 10, max: 28 } : { min: 12, max: 12 }] as const,
    )) {
      const fits = (size: number) => size <= limit;
      const { layouts, ...answer } = run(fits, range);
      expect(answer).toEqual(largestFittingSize(fits, range));
      expect(layouts).toBeLessThanOrEqual(8);
    }
  });

  it('takes one layout for a label that fits at the largest size', () => {
    expect(run(() => true, { min: 10, max: 28 })).toEqual({ size: 28, fits: true, layouts: 1 });
    expect(run(() => false, { min: 10, max: 28 })).toEqual({ size: 10, fits: false, layouts: 2 });
  });
});
