import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostGame } from '@/testing/game-fixtures';
import { json } from '@/testing/results-fixtures';
import { renderApp, seedSession } from '@/testing/render-app';

const channel = vi.hoisted(() => ({ opened: 0 }));
vi.mock('@/game/game-channel', async (actual) => ({
  ...(await actual<typeof import('@/game/game-channel')>()),
  useGameChannel: () => {
    channel.opened++;
    return { game: null, players: [], connection: 'connecting', refusal: null, removedCode: null };
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  channel.opened = 0;
});

/** The server's answer to GET /game/ABC123/host: the game as this user's role sees it. */
function serveRole(role: 'owner' | 'cohost' | 'moderator') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url.endsWith('/game/ABC123/host')
        ? Promise.resolve(json(200, hostGame({ gameCode: 'ABC123', role })))
        : Promise.reject(new TypeError('offline')),
    ),
  );
}

describe('/room/{code}/screen', () => {
  it('tells a moderator the big screen is the host’s and co-hosts’, and opens no channel', async () => {
    serveRole('moderator');
    seedSession();
    renderApp('/room/abc123/screen');
    expect(
      await screen.findByText('The big screen is run by the game’s host and co-hosts.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Photo Review' })).toHaveAttribute(
      'href',
      '/room/ABC123/moderate',
    );
    expect(channel.opened).toBe(0);
  });

  it('opens the screen for a co-host', async () => {
    serveRole('cohost');
    seedSession();
    renderApp('/room/abc123/screen');
    await vi.waitFor(() => expect(channel.opened).toBeGreaterThan(0));
    expect(screen.queryByText('The big screen is run by the game’s host and co-hosts.')).toBeNull();
  });
});
