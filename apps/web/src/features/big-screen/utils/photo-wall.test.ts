import type { TGallery, TGalleryCard } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { cell, playerProgress, summary } from '@/testing/results-fixtures';
import { galleryWithCell } from '@/game/gallery-updates';
import {
  livePhotosRenamed,
  livePhotosWithCell,
  livePhotosWithout,
  newestPhotos,
  screenMode,
  WALL_SIZE,
} from './photo-wall';

const photo = (idx: number, minute: number, over = {}) =>
  cell({
    idx,
    value: `Label ${idx + 1}`,
    isMarked: true,
    image: `/media/${idx}.webp`,
    thumb: `/media/${idx}-thumb.webp`,
    updatedAt: `2025-07-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    ...over,
  });

const galleryPlayer = (id: string, name: string, cells = [cell({ idx: 0 })]): TGalleryCard => ({
  ...playerProgress({ id, name }),
  cells,
});

const gallery = (players: TGalleryCard[]): TGallery => ({ game: summary(), players, leaderboard: null });

describe('newestPhotos', () => {
  it('lists counting photos of every player, newest first, up to the limit', () => {
    const wall = newestPhotos(
      gallery([
        galleryPlayer('p1', 'Alice', [photo(0, 1), photo(1, 7), cell({ idx: 2, value: '' })]),
        galleryPlayer('p2', 'Bob', [photo(0, 5), photo(3, 9, { value: '' })]),
      ]),
      3,
    );
    expect(wall.map((p) => [p.playerName, p.label, p.updatedAt.slice(11, 16)])).toEqual([
      ['Bob', 'Cell 4', '10:09'],
      ['Alice', 'Label 2', '10:07'],
      ['Bob', 'Label 1', '10:05'],
    ]);
    expect(wall[0]).toMatchObject({ key: 'p2:3', thumb: '/media/3-thumb.webp' });
  });

  it('leaves out photos waiting for review, the free space and cells without a photo', () => {
    const wall = newestPhotos(
      gallery([
        galleryPlayer('p1', 'Alice', [
          photo(0, 1, { isMarked: false }),
          photo(4, 2, { isFreeSpace: true }),
          cell({ idx: 5, isMarked: true }),
          photo(6, 3),
        ]),
      ]),
    );
    expect(wall.map((p) => p.key)).toEqual(['p1:6']);
  });

  it('orders photos of the same moment the same way every time', () => {
    const players = [galleryPlayer('b', 'B', [photo(0, 1)]), galleryPlayer('a', 'A', [photo(0, 1)])];
    expect(newestPhotos(gallery(players)).map((p) => p.key)).toEqual(['a:0', 'b:0']);
    expect(newestPhotos(gallery(players.reverse())).map((p) => p.key)).toEqual(['a:0', 'b:0']);
  });
});

describe('galleryWithCell', () => {
  it('puts a new photo at the front of the wall and keeps the marked count', () => {
    const before = gallery([galleryPlayer('p1', 'Alice', [photo(0, 1), cell({ idx: 1 })])]);
    const after = galleryWithCell(before, { playerId: 'p1', markedCount: 2, cell: photo(1, 8) });
    expect(after && newestPhotos(after).map((p) => p.key)).toEqual(['p1:1', 'p1:0']);
    expect(after?.players[0].markedCount).toBe(2);
  });

  it('ignores an older copy of a cell, and knows nothing of an unknown player', () => {
    const before = gallery([galleryPlayer('p1', 'Alice', [photo(0, 9)])]);
    const stale = galleryWithCell(before, { playerId: 'p1', markedCount: 1, cell: photo(0, 2) });
    expect(stale?.players[0].cells[0].updatedAt).toBe('2025-07-01T10:09:00.000Z');
    expect(galleryWithCell(before, { playerId: 'p9', markedCount: 1, cell: photo(0, 2) })).toBeNull();
  });
});

describe('screenMode', () => {
  it('follows the game from the lobby to the end', () => {
    expect(screenMode({ status: 'INACTIVE', phase: 'lobby' })).toBe('lobby');
    expect(screenMode({ status: 'ACTIVE', phase: 'lobby' })).toBe('lobby');
    expect(screenMode({ status: 'ACTIVE', phase: 'playing' })).toBe('playing');
    expect(screenMode({ status: 'PAUSED', phase: 'playing' })).toBe('playing');
    expect(screenMode({ status: 'ACTIVE', phase: 'finished' })).toBe('playing');
    expect(screenMode({ status: 'COMPLETED', phase: 'finished' })).toBe('completed');
    expect(screenMode({ status: 'CANCELLED', phase: 'finished' })).toBe('cancelled');
  });
});

describe('live photos of players beyond the page', () => {
  it('keeps the newest, takes a photo off, follows removals and renames', () => {
    let live = livePhotosWithCell([], { playerId: 'z', cell: photo(1, 9), markedCount: 1 }, 'Zed');
    expect(live).toEqual([
      {
        key: 'z:1',
        playerName: 'Zed',
        label: 'Label 2',
        thumb: '/media/1-thumb.webp',
        updatedAt: photo(1, 9).updatedAt,
      },
    ]);
    // An older copy of the same cell changes nothing.
    expect(livePhotosWithCell(live, { playerId: 'z', cell: photo(1, 3), markedCount: 1 }, 'Zed')).toEqual(
      live,
    );
    for (let i = 0; i < WALL_SIZE + 2; i++)
      live = livePhotosWithCell(live, { playerId: `y${i}`, cell: photo(0, 10 + i), markedCount: 1 }, 'Y');
    expect(live).toHaveLength(WALL_SIZE);
    expect(live[0].key).toBe(`y${WALL_SIZE + 1}:0`);

    const gallery = { players: [galleryPlayer('a', 'Ana', [photo(0, 1)])] };
    expect(newestPhotos(gallery, WALL_SIZE, live.slice(0, 1)).map((p) => p.key)).toEqual([
      live[0].key,
      'a:0',
    ]);

    const rejected = livePhotosWithCell(
      live,
      { playerId: 'y7', cell: cell({ idx: 0 }), markedCount: 0 },
      'Y',
    );
    expect(rejected.map((p) => p.key)).not.toContain('y7:0');
    expect(livePhotosWithout(live, 'y7').map((p) => p.key)).not.toContain('y7:0');
    expect(livePhotosRenamed(live, { id: 'y7', name: 'Yan' })[0].playerName).toBe('Yan');
  });
});
