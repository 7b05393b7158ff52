import type { TPendingPhoto } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameListeners, GameRole } from '@/lib/game-channel';
import { hostGame } from '@/testing/game-fixtures';
import { json } from '@/testing/results-fixtures';
import { reviewShortcut } from '../hooks/use-review-shortcuts';
import { ReviewView } from './review-view';

vi.mock('@/lib/game-channel', () => ({
  useGameChannel: (_code: string, _role: GameRole, _listeners?: GameListeners) => ({
    game: null,
    players: [],
    connection: 'connected',
    refusal: null,
    removedMessage: null,
  }),
}));

const photo = (playerId: string, playerName: string, idx: number, minute: number): TPendingPhoto => ({
  playerId,
  playerName,
  idx,
  value: `Label ${idx}`,
  image: `/media/${playerId}-${idx}.webp`,
  thumb: `/media/${playerId}-${idx}-thumb.webp`,
  updatedAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
});
const queue = () => [photo('p1', 'Ann', 0, 1), photo('p2', 'Ben', 1, 2), photo('p1', 'Ann', 2, 3)];

type Post = { url: string; body: Record<string, unknown> };

/** The server: the queue (minus what was decided), single decisions (409 for `stale` images) and bulk approval. */
function serve(initial: TPendingPhoto[], stale: string[] = []) {
  let waiting = [...initial];
  const posts: Post[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/game/ABC123/review') && (init?.method ?? 'GET') === 'GET')
      return json(200, waiting);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push({ url, body });
      if (url.endsWith('/review/approve')) {
        const photos = body.photos as { image: string }[];
        waiting = waiting.filter((p) => !photos.some((q) => q.image === p.image));
        return json(200, { approved: photos.length, skipped: 0 });
      }
      if (stale.includes(String(body.image))) {
        return json(409, {
          code: 'CONFLICT',
          message: 'This photo was replaced or removed since you saw it. Please review the current one.',
        });
      }
      waiting = waiting.filter((p) => p.image !== body.image);
      return json(200, {
        idx: 0,
        value: 'x',
        isMarked: true,
        image: null,
        thumb: null,
        isFreeSpace: false,
        updatedAt: null,
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return posts;
}

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReviewView game={hostGame({ gameCode: 'ABC123', photoReview: true })} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shown = () => screen.getByRole('region', { name: 'Photo being reviewed' });
const shownPhoto = () => within(shown()).getByRole('img');

describe('review shortcuts', () => {
  const key = (over: Partial<Parameters<typeof reviewShortcut>[0]>) =>
    reviewShortcut({
      key: 'a',
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      repeat: false,
      target: document.body,
      defaultPrevented: false,
      ...over,
    });

  it('A approves, R rejects, the arrows move; not while typing, with a modifier, or on a repeating key', () => {
    expect(key({ key: 'a' })).toBe('approve');
    expect(key({ key: 'A' })).toBe('approve');
    expect(key({ key: 'r' })).toBe('reject');
    expect(key({ key: 'ArrowLeft' })).toBe('previous');
    expect(key({ key: 'ArrowRight' })).toBe('next');
    expect(key({ key: 'x' })).toBeNull();
    const field = document.createElement('input');
    expect(key({ key: 'a', target: field })).toBeNull();
    expect(key({ key: 'ArrowRight', target: document.createElement('select') })).toBeNull();
    expect(key({ key: 'a', ctrlKey: true })).toBeNull();
    expect(key({ key: 'r', metaKey: true })).toBeNull();
    expect(key({ key: 'a', repeat: true })).toBeNull();
    expect(key({ key: 'ArrowRight', repeat: true })).toBe('next');
    expect(key({ key: 'a', defaultPrevented: true })).toBeNull();
  });
});

describe('ReviewView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('judges with the keyboard: A approves the photo shown (naming its image), arrows move, R rejects', async () => {
    const posts = serve(queue());
    renderView();
    expect(await screen.findByRole('heading', { name: 'Waiting for review (3)' })).toBeInTheDocument();
    expect(shownPhoto()).toHaveAccessibleName("Ann's photo for Label 0");

    await userEvent.keyboard('a');
    expect(shownPhoto()).toHaveAccessibleName("Ben's photo for Label 1");
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: expect.stringMatching(/\/api\/game\/ABC123\/cells\/p1\/0\/review$/),
      body: { decision: 'approve', image: '/media/p1-0.webp' },
    });

    await userEvent.keyboard('{ArrowRight}');
    expect(shownPhoto()).toHaveAccessibleName("Ann's photo for Label 2");
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownPhoto()).toHaveAccessibleName("Ben's photo for Label 1");

    // Typing a reason: its letters are text, not shortcuts; R then rejects with it.
    await userEvent.type(
      screen.getByRole('textbox', { name: /Reason for rejecting/ }),
      'Wrong thing, really',
    );
    expect(posts).toHaveLength(1);
    await userEvent.click(document.body);
    await userEvent.keyboard('r');
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1].body).toEqual({
      decision: 'reject',
      image: '/media/p2-1.webp',
      reason: 'Wrong thing, really',
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for review (1)' })).toBeInTheDocument();

    // The approval can be undone: rejecting the photo, as it was seen.
    await userEvent.click(await screen.findByRole('button', { name: "Reject Ann's photo for Label 0" }));
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts[2].body).toEqual({ decision: 'reject', image: '/media/p1-0.webp' });
    expect(screen.queryByRole('button', { name: "Reject Ann's photo for Label 0" })).not.toBeInTheDocument();
  });

  it('one-tap reasons, newest first, approve all from a player, then approve all', async () => {
    const posts = serve(queue());
    renderView();
    await screen.findByRole('heading', { name: 'Waiting for review (3)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Newest first');
    expect(shownPhoto()).toHaveAccessibleName("Ann's photo for Label 2");

    await userEvent.click(screen.getByRole('button', { name: 'Approve all from Ann (2)' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({
      photos: [
        { playerId: 'p1', idx: 2, image: '/media/p1-2.webp' },
        { playerId: 'p1', idx: 0, image: '/media/p1-0.webp' },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for review (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Too blurry' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1].body).toEqual({ decision: 'reject', image: '/media/p2-1.webp', reason: 'Too blurry' });
    expect(await screen.findByText('No photos waiting for review')).toBeInTheDocument();
  });

  it('a photo replaced meanwhile: the 409 is shown and the queue reloads', async () => {
    const posts = serve(queue(), ['/media/p1-0.webp']);
    renderView();
    await screen.findByRole('heading', { name: 'Waiting for review (3)' });
    await userEvent.click(within(shown()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/replaced or removed since you saw it/)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    // Still waiting (the server kept it): back in the queue after the reload.
    expect(await screen.findByRole('heading', { name: 'Waiting for review (3)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve all (3)' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect((posts[1].body.photos as unknown[]).length).toBe(3);
  });
});
