import { describe, expect, it } from 'vitest';
import { pendingPhotosText } from './bingo-alerts';

describe('pendingPhotosText', () => {
  it('counts the photos still waiting, singular and plural', () => {
    expect(pendingPhotosText(1, true)).toBe('1 photo still waiting for review');
    expect(pendingPhotosText(3, true)).toBe('3 photos still waiting for review');
  });
  it('says the card is reviewed with photo review on, and nothing without it', () => {
    expect(pendingPhotosText(0, true)).toBe('Every photo on this card is reviewed');
    expect(pendingPhotosText(0, false)).toBeNull();
  });
});
