import type { TLeasedPhoto, TReviewQueue } from '@picture-bingo/shared/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostGame } from '@/testing/game-fixtures';
import { json } from '@/testing/results-fixtures';
import { reviewQueueKey } from '../api/review-queue';
import { QueueReviewView } from './queue-review-view';

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
});
