import type { TLeasedPhoto } from '@picture-bingo/shared/staff';
import { describe, expect, it } from 'vitest';
import { photoKey } from '../api/pending-photos';
import { decidedElsewhere } from './decided-elsewhere';

const photo = (idx: number): TLeasedPhoto => ({
  playerId: 'p1',
  playerName: 'Ann',
  idx,
  value: `Label ${idx}`,
  image: `/media/p1-${idx}.webp`,
  thumb: `/media/p1-${idx}-thumb.webp`,
  updatedAt: '2026-01-01T10:00:00.000Z',
  leasedUntil: '2026-01-01T10:01:00.000Z',
});

describe('decidedElsewhere', () => {
  const [a, b] = [photo(0), photo(1)];

  it('is the shown photo gone from the queue without a decision here', () => {
    expect(decidedElsewhere(photoKey(a), { photos: [b], idle: false }, new Set())).toBe(true);
  });

  it('is not a photo still handed out, one decided here, nothing shown, or a screen gone idle', () => {
    expect(decidedElsewhere(photoKey(a), { photos: [a, b], idle: false }, new Set())).toBe(false);
    expect(decidedElsewhere(photoKey(a), { photos: [b], idle: false }, new Set([photoKey(a)]))).toBe(false);
    expect(decidedElsewhere(null, { photos: [b], idle: false }, new Set())).toBe(false);
    expect(decidedElsewhere(photoKey(a), { photos: [], idle: true }, new Set())).toBe(false);
  });
});
