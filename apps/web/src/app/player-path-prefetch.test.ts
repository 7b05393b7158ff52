import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameSummaryQueryOptions } from '@/game/player-game';
import { lobbyGame } from '@/testing/game-fixtures';
import { FIRST_ANSWERS_MS, firstAnswers, prefetchPlayerPath } from './player-path-prefetch';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("a guest's first page asks for its answers as the app starts", () => {
  it('resolves once they are in, with them in the cache (a failed one included)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return url.endsWith('/game/AB12CD') ? json(200, lobbyGame({ gameCode: 'AB12CD' })) : json(500, {});
    });
    const client = new QueryClient();
    await prefetchPlayerPath(client, '/room/ab12cd');
    expect(fetch).toHaveBeenCalled();
    expect(client.getQueryData(gameSummaryQueryOptions('AB12CD').queryKey)).toMatchObject({
      gameCode: 'AB12CD',
    });
  });

  it('another page asks for nothing and waits for nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await prefetchPlayerPath(new QueryClient(), '/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the first render waits for them a second at most', async () => {
    vi.useFakeTimers();
    let settled = false;
    void firstAnswers(new Promise<void>(() => undefined)).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FIRST_ANSWERS_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
