import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, seedSession } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('/room/{code}/players', () => {
  it('is a host page that says so when the game is not theirs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.endsWith('/game/ABC123/host')
          ? Promise.resolve(
              new Response(JSON.stringify({ message: 'Game not found', code: 'NOT_FOUND' }), { status: 404 }),
            )
          : Promise.reject(new TypeError('offline')),
      ),
    );
    seedSession();
    renderApp('/room/abc123/players');
    expect(await screen.findByRole('heading', { level: 1, name: 'Room Players' })).toBeInTheDocument();
    expect(await screen.findByText('Game not found')).toBeInTheDocument();
  });
});
