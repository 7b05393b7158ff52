import { IMAGE_MAX_SIDE } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { preparePhoto } from './downscale';
import { isImageFile } from './photo-checks';
import { fitWithin, planPhoto, sendRedrawn } from './photo-plan';

describe('fitWithin', () => {
  it('shrinks the longest side to the limit and keeps the shape', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least a pixel on very thin images', () => {
    expect(fitWithin(100_000, 10, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('planPhoto', () => {
  it("fits a 12 MP photo within the server's stored size, whatever its bytes", () => {
    expect(IMAGE_MAX_SIDE).toBe(1600);
    expect(planPhoto('image/jpeg', 4_000_000, 4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(planPhoto('image/jpeg', 300_000, 3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo, and leaves a light one as it is', () => {
    expect(planPhoto('image/jpeg', 200_000, 1200, 900)).toBeNull();
    expect(planPhoto('image/webp', 150_000, 1600, 1200)).toBeNull();
    expect(planPhoto('image/png', 10_000, 300, 300)).toBeNull();
  });

  it('redraws a small photo at its own size when it is heavy for its pixels (a PNG photo, a JPEG at 95)', () => {
    expect(planPhoto('image/png', 2_500_000, 1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(planPhoto('image/jpeg', 600_000, 1200, 900)).toEqual({ width: 1200, height: 900 });
  });

  it('converts types the server refuses at their size (fitted), and keeps GIFs', () => {
    expect(planPhoto('image/heic', 500_000, 1000, 800)).toEqual({ width: 1000, height: 800 });
    expect(planPhoto('image/avif', 100_000, 2566, 3313)).toEqual({ width: 1239, height: 1600 });
    expect(planPhoto('image/gif', 20_000_000, 4000, 4000)).toBeNull();
  });
});

describe('sendRedrawn', () => {
  it('sends a redraw of a readable photo only when it is smaller', () => {
    expect(sendRedrawn('image/jpeg', 4_000_000, 250_000)).toBe(true);
    expect(sendRedrawn('image/jpeg', 200_000, 250_000)).toBe(false);
    expect(sendRedrawn('image/png', 250_000, 250_000)).toBe(false);
  });

  it('always sends the conversion of a type the server refuses', () => {
    expect(sendRedrawn('image/heic', 200_000, 900_000)).toBe(true);
  });
});

describe('preparePhoto', () => {
  it('sends a readable photo as it is where the browser cannot redraw it (no canvas here)', async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(0)])], 'a.jpg', {
      type: 'image/jpeg',
    });
    expect(await preparePhoto(file)).toBe(file);
  });

  it('sends a GIF as it is without decoding it', async () => {
    const file = new File([new TextEncoder().encode('GIF89a' + ' '.repeat(60))], 'a.gif', {
      type: 'image/gif',
    });
    expect(await preparePhoto(file)).toBe(file);
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
