import type { TLeasedPhoto, TReviewQueue } from '@picture-bingo/shared/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameListeners, GameRole } from '@/game/game-channel';
import { hostGame } from '@/testing/game-fixtures';
import { json } from '@/testing/results-fixtures';
import { reviewQueueKey } from '../api/review-queue';
import { QueueReviewView } from './queue-review-view';

// The game's live channel as the screen hears it: the listeners it gave, so a test can play an event to it.
const channel: { listeners?: GameListeners } = {};
vi.mock('@/game/game-channel', () => ({
  useGameChannel: (_code: string, _role: GameRole, listeners?: GameListeners) => {
    channel.listeners = listeners;
    return { game: null, players: [], connection: 'connected', refusal: null, removedCode: null };
  },
}));

const photo = (idx: number): TLeasedPhoto => ({
  playerId: 'p1',
  playerName: 'Ann',
  idx,
  value: `Label ${idx}`,
  image: `/media/p1-${idx}.webp`,
  thumb: `/media/p1-${idx}-thumb.webp`,
  updatedAt: '2026-01-01T10:00:00.000Z',
  leasedUntil: '2026-01-01T10:01:00.000Z',
});

const queue = (photos: TLeasedPhoto[], idle = false): TReviewQueue => ({
  photos,
  depth: photos.length,
  counts: [],
  idle,
});

/** The server's answers to review/next, one after another (the last one repeats); the bodies asked with. */
function serve(answers: TReviewQueue[]) {
  const asked: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith('/api/game/ABC123/review/next')) {
      asked.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return json(200, answers[Math.min(asked.length - 1, answers.length - 1)]);
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return asked;
}

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QueueReviewView game={hostGame({ gameCode: 'ABC123', photoReview: true })} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { askAgain: () => client.invalidateQueries({ queryKey: reviewQueueKey('ABC123') }) };
}

const shownPhoto = () =>
  within(screen.getByRole('region', { name: 'Photo being reviewed' })).getByRole('img');

describe('QueueReviewView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opening the screen is its person asking; its own asking again is not', async () => {
    const asked = serve([queue([photo(0), photo(1)])]);
    const { askAgain } = renderView();
    expect(await screen.findByRole('img', { name: "Ann's photo for Label 0" })).toBeInTheDocument();
    await askAgain();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([
      { count: 3, resume: true },
      { count: 3, resume: false },
    ]);
  });

  it('says when the photo it showed was decided by someone else, and shows the next', async () => {
    serve([queue([photo(0), photo(1)]), queue([photo(1)])]);
    const { askAgain } = renderView();
    expect(await screen.findByRole('img', { name: "Ann's photo for Label 0" })).toBeInTheDocument();
    await askAgain();
    expect(
      await screen.findByText('Someone else decided the photo you had open. Here is your next one.'),
    ).toBeInTheDocument();
    expect(shownPhoto()).toHaveAccessibleName("Ann's photo for Label 1");
  });

  it('gone idle, it shows no photo and offers to go on; going on is its person asking', async () => {
    const asked = serve([queue([], true), queue([photo(2)])]);
    renderView();
    expect(await screen.findByText('Your photos went back to the queue')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photo being reviewed' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue reviewing' }));
    expect(await screen.findByRole('img', { name: "Ann's photo for Label 2" })).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ count: 3, resume: true });
    expect(screen.queryByText('Your photos went back to the queue')).not.toBeInTheDocument();
    expect(screen.queryByText(/decided the photo you had open/)).not.toBeInTheDocument();
  });

  it('hears at once that a photo it holds was decided on another screen, and moves on', async () => {
    // The server hands the same two photos until the owner decides the first one.
    let answer = queue([photo(0), photo(1)]);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, answer));
    renderView();
    expect(await screen.findByRole('img', { name: "Ann's photo for Label 0" })).toBeInTheDocument();
    // Another player's cell changed: nothing to do.
    channel.listeners?.onCellUpdated?.({
      playerId: 'p2',
      cell: { ...cellOf(photo(0)), isMarked: true },
      markedCount: 1,
    });
    answer = queue([photo(1)]);
    // The owner approved the photo shown here: the queue is asked again at once (the poll waits 3 s).
    channel.listeners?.onCellUpdated?.({
      playerId: 'p1',
      cell: { ...cellOf(photo(0)), isMarked: true },
      markedCount: 1,
    });
    expect(
      await screen.findByText(
        'Someone else decided the photo you had open. Here is your next one.',
        undefined,
        {
          timeout: 1000,
        },
      ),
    ).toBeInTheDocument();
    expect(shownPhoto()).toHaveAccessibleName("Ann's photo for Label 1");
  });
});

/** A held photo's cell as the live channel carries it. */
function cellOf(held: TLeasedPhoto) {
  return {
    idx: held.idx,
    value: held.value,
    isMarked: false,
    image: held.image,
    thumb: held.thumb,
    isFreeSpace: false,
    updatedAt: held.updatedAt,
  };
}
