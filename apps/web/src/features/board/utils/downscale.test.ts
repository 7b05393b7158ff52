import { describe, expect, it } from 'vitest';
import { fitWithin, isImageFile, needsDownscale, REENCODE_ABOVE_BYTES } from './downscale';

describe('fitWithin', () => {
  it('shrinks the longest side to the limit and keeps the shape', () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges', () => {
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least a pixel on very thin images', () => {
    expect(fitWithin(100_000, 10, 2048)).toEqual({ width: 2048, height: 1 });
  });
});

describe('needsDownscale', () => {
  it('leaves small photos of readable types alone', () => {
    expect(needsDownscale('image/jpeg', 500_000, 1600, 1200)).toBe(false);
    expect(needsDownscale('image/png', 10_000, 300, 300)).toBe(false);
  });

  it('redraws photos too big in pixels or bytes', () => {
    expect(needsDownscale('image/jpeg', 500_000, 4032, 3024)).toBe(true);
    expect(needsDownscale('image/jpeg', REENCODE_ABOVE_BYTES + 1, 1600, 1200)).toBe(true);
  });

  it('converts types the server refuses but the browser reads, and keeps GIFs', () => {
    expect(needsDownscale('image/heic', 500_000, 1600, 1200)).toBe(true);
    expect(needsDownscale('image/gif', 20_000_000, 4000, 4000)).toBe(false);
  });
});

describe('isImageFile', () => {
  it('goes by the type, or by the name when the type is empty', () => {
    expect(isImageFile({ type: 'image/png', name: 'x.bin' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'x.jpg' })).toBe(false);
    expect(isImageFile({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isImageFile({ type: '', name: 'notes.txt' })).toBe(false);
  });
});
