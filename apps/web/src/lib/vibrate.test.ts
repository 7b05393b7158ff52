import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUZZ, vibrate } from './vibrate';

describe('vibrate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('buzzes where the browser can', () => {
    const buzz = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate: buzz });
    vibrate(BUZZ.rejected);
    expect(buzz).toHaveBeenCalledWith([200]);
  });

  it('does nothing where there is no vibration (iPhones, computers) or the browser refuses', () => {
    vi.stubGlobal('navigator', { ...navigator, vibrate: undefined });
    expect(() => vibrate(BUZZ.start)).not.toThrow();
    vi.stubGlobal('navigator', {
      vibrate: () => {
        throw new Error('blocked');
      },
    });
    expect(() => vibrate(BUZZ.winner)).not.toThrow();
  });
});
