import type { TGame, TPendingPhoto } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostGame } from '@/testing/game-fixtures';
import { json } from '@/testing/results-fixtures';
import { ReviewCountLink, ReviewNavBadge } from './review-count-link';

const waiting = (count: number): TPendingPhoto[] =>
  Array.from({ length: count }, (_, i) => ({
    playerId: 'p1',
    playerName: 'Ann',
    idx: i,
    value: `Label ${i}`,
    image: `/media/${i}.webp`,
    thumb: `/media/${i}-t.webp`,
    updatedAt: '2026-01-01T10:00:00.000Z',
  }));

function serve(game: TGame, queue: TPendingPhoto[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/game/ABC123/host')) return json(200, game);
    if (url.endsWith('/api/game/ABC123/review')) return json(200, queue);
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const playing = hostGame({ photoReview: true, status: 'ACTIVE', phase: 'playing', paid: true });

describe('pending review counts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the top bar shows how many photos wait while the game is under way, linking to the review page', async () => {
    serve(playing, waiting(3));
    renderWith(<ReviewNavBadge code="ABC123" />);
    const link = await screen.findByRole('link', { name: 'Photos waiting for review: 3' });
    expect(link).toHaveAttribute('href', '/host/ABC123/review');
    expect(link).toHaveTextContent('Review3');
  });

  it('nothing in the top bar with review and the safety check off, before the start, or with nothing waiting', async () => {
    for (const [game, count] of [
      [
        hostGame({ photoReview: false, safetyCheck: 'off', status: 'ACTIVE', phase: 'playing', paid: true }),
        2,
      ],
      [hostGame({ photoReview: true, status: 'ACTIVE', phase: 'lobby', paid: true }), 2],
      [playing, 0],
    ] as const) {
      const fetchSpy = serve(game, waiting(count));
      renderWith(<ReviewNavBadge code="ABC123" />);
      await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      vi.restoreAllMocks();
      document.body.innerHTML = '';
    }
  });

  it('with review off, the photos the safety check holds are counted in the top bar', async () => {
    serve(hostGame({ photoReview: false, status: 'ACTIVE', phase: 'playing', paid: true }), waiting(1));
    renderWith(<ReviewNavBadge code="ABC123" />);
    expect(await screen.findByRole('link', { name: 'Photos waiting for review: 1' })).toBeVisible();
  });

  it('room details: Photo Review says how many wait', async () => {
    serve(playing, waiting(2));
    renderWith(<ReviewCountLink code="ABC123" />);
    expect(await screen.findByRole('link', { name: 'Photo Review, 2 waiting' })).toHaveAttribute(
      'href',
      '/host/ABC123/review',
    );
  });
});
