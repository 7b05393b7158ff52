import { describe, expect, it } from 'vitest';
import { reviewMode } from './photo-review-screen';

describe('reviewMode', () => {
  it('hands a moderator photos one at a time, on any screen and whatever the link asks', () => {
    expect(reviewMode(false, true, null)).toBe('one');
    expect(reviewMode(false, true, 'all')).toBe('one');
    expect(reviewMode(false, false, null)).toBe('one');
  });

  it('shows those who run the game every photo on a wide screen, one at a time on a phone', () => {
    expect(reviewMode(true, true, null)).toBe('all');
    expect(reviewMode(true, false, null)).toBe('one');
  });

  it('keeps the way a runner chose', () => {
    expect(reviewMode(true, true, 'one')).toBe('one');
    expect(reviewMode(true, false, 'all')).toBe('all');
    expect(reviewMode(true, false, 'nonsense')).toBe('one');
  });
});
