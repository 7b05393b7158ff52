import { RESULTS_PAGE_MAX, type TGalleryCard } from '@picture-bingo/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, playerProgress, summary } from '@/testing/results-fixtures';
import { getAllGalleryPlayers } from './game-results';

afterEach(() => vi.unstubAllGlobals());

describe('getAllGalleryPlayers', () => {
  it('reads a large game page by page, RESULTS_PAGE_MAX players at a time', async () => {
    const light = (i: number): TGalleryCard => ({ ...playerProgress({ id: `p${i}` }), cells: [] });
    const players = Array.from({ length: RESULTS_PAGE_MAX * 2 + 7 }, (_, i) => light(i + 1));
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        requests.push(url.search);
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return Promise.resolve(
          json(200, {
            game: summary(),
            players: players.slice(offset, offset + limit),
            leaderboard: null,
            page: { offset, limit, total: players.length },
          }),
        );
      }),
    );

    const all = await getAllGalleryPlayers('abc123', 'host');
    expect(all.map((p) => p.id)).toEqual(players.map((p) => p.id));
    expect(requests).toEqual([
      `?offset=0&limit=${RESULTS_PAGE_MAX}`,
      `?offset=${RESULTS_PAGE_MAX}&limit=${RESULTS_PAGE_MAX}`,
      `?offset=${RESULTS_PAGE_MAX * 2}&limit=${RESULTS_PAGE_MAX}`,
    ]);
  });
});
