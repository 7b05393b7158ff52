import type { TPendingPhoto } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { reviewMode } from './photo-review-screen';
import { notOpenOn } from './review-view';

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

describe('notOpenOn', () => {
  const photo = (userId?: string) =>
    ({
      playerId: 'p1',
      playerName: 'Ann',
      idx: 0,
      value: 'a hat',
      image: '/media/a.webp',
      thumb: '/media/a-t.webp',
      updatedAt: '2030-01-01T00:00:00.000Z',
      ...(userId ? { openOn: { userId, email: `${userId}@example.com` } } : {}),
    }) as TPendingPhoto;

  it("does not name a photo handed to the viewer's own screen as open on someone else's", () => {
    expect(notOpenOn([photo('me')], 'me')[0].openOn).toBeUndefined();
    expect(notOpenOn([photo('rita')], 'me')[0].openOn?.userId).toBe('rita');
    expect(notOpenOn([photo('rita')], undefined)[0].openOn?.userId).toBe('rita');
  });
});
