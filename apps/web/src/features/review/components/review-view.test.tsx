import { REJECT_UNDO_SECONDS, type TPendingPhoto } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameListeners, GameRole } from '@/game/game-channel';
import { hostGame } from '@/testing/game-fixtures';
import { json } from '@/testing/results-fixtures';
import { reviewShortcut } from '../hooks/use-review-shortcuts';
import { ReviewView } from './review-view';

vi.mock('@/game/game-channel', () => ({
  useGameChannel: (_code: string, _role: GameRole, _listeners?: GameListeners) => ({
    game: null,
    players: [],
    connection: 'connected',
    refusal: null,
    removedCode: null,
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

type Refusal = { status: number; code: string; message: string };

/**
 * The server: the queue (minus what was decided), single decisions (409 for `stale` images), bulk approval, and
 * undoing a rejection (the photo waits again; or `undoRefusal` answers).
 */
function serve(
  initial: TPendingPhoto[],
  stale: string[] = [],
  undoRefusal?: Refusal,
  /** Images someone else decided meanwhile: "Approve all" finds them decided. */
  elsewhere: string[] = [],
) {
  let waiting = [...initial];
  const rejected: TPendingPhoto[] = [];
  const posts: Post[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/game/ABC123/review') && (init?.method ?? 'GET') === 'GET')
      return json(200, waiting);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push({ url, body });
      if (url.endsWith('/review/undo')) {
        if (undoRefusal)
          return json(undoRefusal.status, { code: undoRefusal.code, message: undoRefusal.message });
        const back = rejected.find((p) => p.image === body.image);
        if (back) waiting = [...waiting, back];
        return json(200, {
          idx: back?.idx ?? 0,
          value: 'x',
          isMarked: false,
          image: back?.image ?? null,
          thumb: back?.thumb ?? null,
          isFreeSpace: false,
          updatedAt: '2026-01-01T11:00:00.000Z',
        });
      }
      if (url.endsWith('/review/approve')) {
        const photos = body.photos as { playerId: string; idx: number; image: string }[];
        waiting = waiting.filter((p) => !photos.some((q) => q.image === p.image));
        const results = photos.map(({ playerId, idx, image }) => ({
          playerId,
          idx,
          outcome: elsewhere.includes(image) ? 'decided' : stale.includes(image) ? 'changed' : 'approved',
        }));
        const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
        return json(200, {
          approved: count('approved'),
          skipped: photos.length - count('approved'),
          decided: count('decided'),
          changed: count('changed'),
          held: 0,
          reported: 0,
          results,
        });
      }
      if (url.endsWith('/review/release')) {
        const mine = waiting.filter((p) => p.openOn?.userId === body.userId);
        waiting = waiting.map(({ openOn, ...p }) => (openOn?.userId === body.userId ? p : { ...p, openOn }));
        return json(200, { released: mine.length });
      }
      if (stale.includes(String(body.image))) {
        return json(409, {
          code: 'PHOTO_REPLACED',
          message: 'This photo was replaced or removed since you saw it. Please review the current one.',
        });
      }
      if (body.decision === 'reject') rejected.push(...waiting.filter((p) => p.image === body.image));
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
    expect(key({ key: 'u' })).toBe('undo');
    expect(key({ key: 'u', repeat: true })).toBeNull();
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

  it('right to left, ← moves on and → goes back, as the queue reads', () => {
    document.documentElement.dir = 'rtl';
    try {
      expect(key({ key: 'ArrowLeft' })).toBe('next');
      expect(key({ key: 'ArrowRight' })).toBe('previous');
    } finally {
      document.documentElement.dir = 'ltr';
    }
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

    // A reason chip only fills the reason in (pressed); tapped again it clears it; Reject rejects.
    const reasonField = screen.getByRole('textbox', { name: /Reason for rejecting/ });
    const blurry = screen.getByRole('button', { name: 'Too blurry' });
    expect(within(screen.getByRole('group', { name: 'Common reasons' })).getAllByRole('button')).toHaveLength(
      3,
    );
    expect(blurry).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(blurry);
    expect(blurry).toHaveAttribute('aria-pressed', 'true');
    expect(reasonField).toHaveValue('Too blurry');
    await userEvent.click(blurry);
    expect(blurry).toHaveAttribute('aria-pressed', 'false');
    expect(reasonField).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Inappropriate' }));
    await userEvent.click(blurry);
    expect(reasonField).toHaveValue('Too blurry');
    expect(screen.getByRole('button', { name: 'Inappropriate' })).toHaveAttribute('aria-pressed', 'false');
    expect(posts).toHaveLength(1);
    expect(shownPhoto()).toHaveAccessibleName("Ben's photo for Label 1");

    await userEvent.click(within(shown()).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1].body).toEqual({ decision: 'reject', image: '/media/p2-1.webp', reason: 'Too blurry' });
    expect(await screen.findByText('No photos waiting for review')).toBeInTheDocument();
  });

  it('a typed or chosen reason stays with its photo: moving on or deciding clears it', async () => {
    serve(queue());
    renderView();
    await screen.findByRole('heading', { name: 'Waiting for review (3)' });
    const reasonField = screen.getByRole('textbox', { name: /Reason for rejecting/ });
    await userEvent.click(screen.getByRole('button', { name: "Doesn't match the label" }));
    expect(reasonField).toHaveValue("Doesn't match the label");
    await userEvent.click(within(shown()).getByRole('button', { name: 'Approve' }));
    expect(shownPhoto()).toHaveAccessibleName("Ben's photo for Label 1");
    expect(reasonField).toHaveValue('');
    expect(screen.getByRole('button', { name: "Doesn't match the label" })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('every rejection can be undone from the bar (or U): the photo is back and shown again', async () => {
    const posts = serve(queue());
    renderView();
    await screen.findByRole('heading', { name: 'Waiting for review (3)' });
    await userEvent.click(screen.getByRole('button', { name: 'Too blurry' }));
    await userEvent.click(within(shown()).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for review (2)' })).toBeInTheDocument();

    const bar = await screen.findByRole('list', { name: 'Rejections you can undo' });
    expect(bar).toHaveTextContent(/Photo rejected\s*Label 0 by Ann\s*\d+ s/);
    expect(screen.getByText(/^Ann's photo for Label 0 rejected\./)).toHaveAttribute('role', 'status');
    await userEvent.click(
      within(bar).getByRole('button', { name: "Undo rejecting Ann's photo for Label 0" }),
    );
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({
      url: expect.stringMatching(/\/api\/game\/ABC123\/cells\/p1\/0\/review\/undo$/),
      body: { image: '/media/p1-0.webp' },
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for review (3)' })).toBeInTheDocument();
    expect(shownPhoto()).toHaveAccessibleName("Ann's photo for Label 0");
    expect(screen.queryByRole('list', { name: 'Rejections you can undo' })).not.toBeInTheDocument();

    // The keyboard: R rejects, U takes it back.
    await userEvent.keyboard('r');
    await screen.findByRole('list', { name: 'Rejections you can undo' });
    await userEvent.keyboard('u');
    await waitFor(() => expect(posts).toHaveLength(4));
    expect(posts[3].url).toMatch(/\/cells\/p1\/0\/review\/undo$/);
    expect(await screen.findByRole('heading', { name: 'Waiting for review (3)' })).toBeInTheDocument();
  });

  it('an undo the server refuses (the player sent a new photo) says why and leaves the bar', async () => {
    const message =
      'The player has changed that cell since you rejected the photo, so the rejection cannot be undone.';
    serve(queue(), [], { status: 409, code: 'REJECTED_CELL_CHANGED', message });
    renderView();
    await screen.findByRole('heading', { name: 'Waiting for review (3)' });
    await userEvent.keyboard('r');
    await userEvent.click(
      await screen.findByRole('button', { name: "Undo rejecting Ann's photo for Label 0" }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rejections you can undo' })).not.toBeInTheDocument();
  });

  it('the undo is offered for REJECT_UNDO_SECONDS from the moment the rejection is sent, then goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve(queue());
      renderView();
      await screen.findByRole('heading', { name: 'Waiting for review (3)' });
      await userEvent.keyboard('r');
      const bar = await screen.findByRole('list', { name: 'Rejections you can undo' });
      expect(within(bar).getByText(`${REJECT_UNDO_SECONDS} s`)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime((REJECT_UNDO_SECONDS - 3) * 1000));
      expect(within(bar).getByText(/^[23] s$/)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(3000));
      expect(screen.queryByRole('list', { name: 'Rejections you can undo' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
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

  it("approve all with two photos open on helpers' screens: all approved; the banner says what became of the rest", async () => {
    const helper = { userId: 'u2', email: 'mo@example.com', until: '2026-01-01T11:00:00.000Z' };
    const photos = [
      { ...photo('p1', 'Ann', 0, 1), openOn: helper },
      { ...photo('p2', 'Ben', 1, 2), openOn: helper },
      photo('p1', 'Ann', 2, 3),
      photo('p3', 'Cy', 4, 4),
    ];
    const posts = serve(photos, ['/media/p3-4.webp'], undefined, ['/media/p1-2.webp']);
    renderView();
    await screen.findByRole('heading', { name: 'Waiting for review (4)' });
    expect(within(shown()).getByTestId('open-on')).toHaveTextContent("Open on mo@example.com's screen");
    const screens = screen.getByRole('region', { name: "Open on helpers' screens" });
    expect(within(screens).getByTestId('open-screen')).toHaveTextContent('2 photos open on this screen');

    await userEvent.click(screen.getByRole('button', { name: 'Approve all (4)' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(
      await screen.findByText(
        '2 photos approved. 1 was already decided by someone else. 1 was replaced or removed by its player meanwhile.',
      ),
    ).toBeInTheDocument();
    // Recently approved: only the two the server approved.
    const recent = screen.getByRole('region', { name: 'Recently approved' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(recent).getByRole('button', { name: "Reject Ann's photo for Label 0" }),
    ).toBeInTheDocument();
    expect(
      within(recent).getByRole('button', { name: "Reject Ben's photo for Label 1" }),
    ).toBeInTheDocument();
  });

  it("takes back the photos open on a helper's screen", async () => {
    const helper = { userId: 'u2', email: 'mo@example.com', until: '2026-01-01T11:00:00.000Z' };
    const posts = serve([{ ...photo('p1', 'Ann', 0, 1), openOn: helper }, photo('p2', 'Ben', 1, 2)]);
    renderView();
    await screen.findByRole('heading', { name: 'Waiting for review (2)' });
    await userEvent.click(
      screen.getByRole('button', { name: "Take back the photos open on mo@example.com's screen" }),
    );
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ url: expect.stringMatching(/\/review\/release$/), body: { userId: 'u2' } });
    expect(await screen.findByText('1 photo went back to the queue.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: "Open on helpers' screens" })).not.toBeInTheDocument(),
    );
  });
});
