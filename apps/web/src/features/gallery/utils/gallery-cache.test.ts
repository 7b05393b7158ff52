import { describe, expect, it } from 'vitest';
import { applyCellUpdate, applyPlayerCompleted } from './gallery-cache';
import { galleryCell, galleryOf, galleryPlayer } from '../testing/gallery-fixtures';

const gallery = () => galleryOf([galleryPlayer('p1', 'Ana', [0]), galleryPlayer('p2', 'Ben')]);

describe('applyCellUpdate', () => {
  it('replaces the cell and the marked count of that player only, keeping the others as they were', () => {
    const before = gallery();
    const photo = galleryCell(2, {
      image: '/media/new.webp',
      thumb: '/media/new-thumb.webp',
      isMarked: false,
      updatedAt: '2025-01-15T10:10:00.000Z',
    });
    const after = applyCellUpdate(before, { playerId: 'p2', cell: photo, markedCount: 0 });
    expect(after).not.toBeNull();
    expect(after!.players[0]).toBe(before.players[0]);
    const ben = after!.players[1];
    expect(ben).not.toBe(before.players[1]);
    expect(ben.cells[2]).toBe(photo);
    expect(ben.cells[1]).toBe(before.players[1].cells[1]);
    expect(ben.markedCount).toBe(0);
    // The cache it came from is left alone.
    expect(before.players[1].cells[2].image).toBeNull();
  });

  it('ignores a copy older than the one held', () => {
    const before = gallery();
    const stale = galleryCell(0, { updatedAt: '2025-01-15T09:00:00.000Z' });
    expect(applyCellUpdate(before, { playerId: 'p1', cell: stale, markedCount: 0 })).toBe(before);
  });

  it('answers null for a player it does not hold yet (the gallery is fetched again)', () => {
    expect(applyCellUpdate(gallery(), { playerId: 'p9', cell: galleryCell(0), markedCount: 0 })).toBeNull();
  });
});

describe('other live changes', () => {
  it('marks a player completed', () => {
    const before = gallery();
    const after = applyPlayerCompleted(before, {
      playerId: 'p1',
      completedAt: '2025-01-15T10:20:00.000Z',
      first: true,
    });
    expect(after!.players[0]).toMatchObject({ status: 'completed', first: true });
    expect(after!.players[1]).toBe(before.players[1]);
    expect(applyPlayerCompleted(before, { playerId: 'nope', completedAt: '', first: false })).toBeNull();
  });
});
