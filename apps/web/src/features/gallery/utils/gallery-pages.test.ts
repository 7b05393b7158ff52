import type { TGallery } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { galleryOf, galleryPlayer } from '../testing/gallery-fixtures';
import { applyCellUpdate } from './gallery-cache';
import {
  isWholeGame,
  loadedPlayers,
  patchLoadedPlayer,
  renamedPlayer,
  withGameOnPages,
  withoutPlayer,
  withTotalChange,
  withWinnerOnPages,
  type GalleryPages,
} from './gallery-pages';

const pageOf = (ids: string[], offset: number, total: number): TGallery => ({
  ...galleryOf(ids.map((id) => galleryPlayer(id, id.toUpperCase()))),
  page: { offset, limit: 2, total },
});
const pages = (...list: TGallery[]): GalleryPages => ({
  pages: list,
  pageParams: list.map((p) => p.page?.offset ?? 0),
});

describe('gallery pages', () => {
  it('lists the loaded players once, and knows a small game from a large one', () => {
    const large = pages(pageOf(['a', 'b'], 0, 5), pageOf(['b', 'c'], 2, 5));
    expect(loadedPlayers(large).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(isWholeGame(large)).toBe(false);
    expect(isWholeGame(pages(pageOf(['a', 'b'], 0, 2)))).toBe(true);
    expect(isWholeGame(pages(galleryOf([galleryPlayer('a', 'A')])))).toBe(true);
  });

  it('patches a player on the page holding them, and says when none does', () => {
    const before = pages(pageOf(['a', 'b'], 0, 5), pageOf(['c', 'd'], 2, 5));
    const photo = { ...before.pages[1].players[0].cells[0], isMarked: true, thumb: '/t.webp' };
    const after = patchLoadedPlayer(before, (page) =>
      applyCellUpdate(page, { playerId: 'c', cell: photo, markedCount: 1 }),
    );
    expect(after!.pages[0]).toBe(before.pages[0]);
    expect(after!.pages[1].players[0].markedCount).toBe(1);
    expect(after!.pages[1].players[1]).toBe(before.pages[1].players[1]);
    expect(
      patchLoadedPlayer(before, (page) =>
        applyCellUpdate(page, { playerId: 'e', cell: photo, markedCount: 1 }),
      ),
    ).toBeNull();
    expect(
      patchLoadedPlayer(before, (page) => renamedPlayer(page, { id: 'b', name: 'Bea' }))!.pages[0].players[1]
        .name,
    ).toBe('Bea');
  });

  it('counts joins and removals, and removes a loaded card', () => {
    const before = pages(pageOf(['a', 'b'], 0, 5));
    expect(withTotalChange(before, 3).pages[0].page?.total).toBe(8);
    const removed = withoutPlayer(before, 'a');
    expect(removed.pages[0].players.map((p) => p.id)).toEqual(['b']);
    expect(removed.pages[0].page?.total).toBe(4);
    expect(withoutPlayer(before, 'z').pages[0].page?.total).toBe(4);
    const small = pages(pageOf(['a', 'b'], 0, 2));
    expect(withoutPlayer(small, 'z')).toBe(small);
  });

  it('puts the game and the winner on every page', () => {
    const before = pages(pageOf(['a'], 0, 2), pageOf(['b'], 1, 2));
    const game = { ...before.pages[0].game, status: 'COMPLETED' as const, phase: 'finished' as const };
    expect(withGameOnPages(before, game).pages.every((p) => p.game === game)).toBe(true);
    const leaderboard = { winner: { id: 'a', name: 'A' }, decidedAt: 'x', entries: [] };
    const won = withWinnerOnPages(before, leaderboard);
    expect(won.pages.every((p) => p.leaderboard === leaderboard)).toBe(true);
    expect(won.pages[1].players).toBe(before.pages[1].players);
  });
});
