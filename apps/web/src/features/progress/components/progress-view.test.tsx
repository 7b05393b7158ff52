import type { TProgress } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameListeners, GameRole } from '@/game/game-channel';
import { json, leaderboardOf, playerProgress, players, progressOf } from '@/testing/results-fixtures';
import { ProgressView } from './progress-view';

const socket = vi.hoisted(() => ({ listeners: undefined as GameListeners | undefined }));
vi.mock('@/game/game-channel', () => ({
  useGameChannel: (_code: string, _role: GameRole, listeners?: GameListeners) => {
    socket.listeners = listeners;
    return { game: null, players: [], connection: 'connected', refusal: null, removedCode: null };
  },
}));

function serve(progress: TProgress, winner?: (playerId: string) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/game/ABC123/progress')) return json(200, progress);
    if (url.endsWith('/api/game/ABC123/winner') && init?.method === 'POST' && winner) {
      return winner((JSON.parse(String(init.body)) as { playerId: string }).playerId);
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderView(role: GameRole = 'host', path = '/progress/ABC123', canChoose = role === 'host') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ProgressView code="ABC123" role={role} canChoose={canChoose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('ProgressView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads, then shows a selectable card per player with status, count and the first to finish', async () => {
    serve(progressOf());
    renderView();
    expect(screen.getByRole('status')).toHaveTextContent('Loading progress...');
    const bob = await screen.findByRole('radio', { name: 'Bob' });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(bob).toHaveAccessibleDescription(/ID: P2.*Completed.*First to finish.*8 \/ 8\s*marked/);
    expect(screen.getByRole('radio', { name: 'Alice' })).toHaveAccessibleDescription(
      /In Progress.*3 \/ 8\s*marked/,
    );
    expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute('href', '/gallery/ABC123');
  });

  const confirmIn = () => within(screen.getByRole('dialog', { name: 'Choose the winner?' }));

  it('asks for a selection before choosing a winner, with the exact alert text', async () => {
    // Nobody completed yet, so nobody is pre-selected.
    const fetchSpy = serve(
      progressOf(
        {},
        players().map((p) => ({ ...p, completedAt: null, first: false })),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Winner' }));
    expect(alert).toHaveBeenCalledWith('Please select a player as the winner.');
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('chooses the selected player, shows the leaderboard, and Back to Progress shows the decision', async () => {
    const list = players();
    const fetchSpy = serve(progressOf(), (playerId) => json(200, leaderboardOf(list, playerId)));
    renderView();
    await userEvent.click(await screen.findByRole('radio', { name: 'Cleo' }));
    expect(screen.getByRole('radio', { name: 'Cleo' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Winner' }));
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Choose the winner?' })).toHaveTextContent(
      'Cleo wins. This ends the game for everyone',
    );
    await userEvent.click(confirmIn().getByRole('button', { name: 'Choose Winner' }));

    const banner = await screen.findByRole('heading', { name: 'Winner: Cleo' });
    expect(banner).toHaveFocus();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ playerId: 'p3' });
    expect(screen.getByRole('link', { name: 'Go to Gallery' })).toHaveAttribute('href', '/gallery/ABC123');

    await userEvent.click(screen.getByRole('button', { name: 'Back to Progress' }));
    expect(screen.getByRole('button', { name: 'Choose Winner' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Cleo' })).toBeChecked();
    expect(screen.getByText('The winner has been chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Leaderboard' }));
    expect(screen.getByRole('heading', { name: 'Winner: Cleo' })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    serve(progressOf(), () =>
      json(409, { message: 'The winner has already been chosen', code: 'WINNER_ALREADY_CHOSEN' }),
    );
    renderView();
    await userEvent.click(await screen.findByRole('radio', { name: 'Alice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Winner' }));
    await userEvent.click(confirmIn().getByRole('button', { name: 'Choose Winner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The winner has already been chosen');
  });

  it('lists the first to complete first (server time) and pre-selects them', async () => {
    const list = [
      ...players(),
      playerProgress({ id: 'p4', name: 'Dan', status: 'completed', completedAt: '2025-07-01T10:10:00.000Z' }),
    ];
    serve(progressOf({}, list));
    renderView();
    await screen.findByRole('radio', { name: 'Bob' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'p2',
      'p4',
      'p1',
      'p3',
    ]);
    expect(screen.getByRole('radio', { name: 'Bob' })).toBeChecked();
  });

  it('warns in the confirmation when photos are still waiting for review, with a way to review them; Cancel changes nothing', async () => {
    const list = players().map((p) => ({ ...p, pendingPhotos: p.id === 'p2' ? 1 : p.id === 'p3' ? 2 : 0 }));
    const fetchSpy = serve(progressOf({ photoReview: true }, list));
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Winner' }));
    const dialog = confirmIn();
    expect(dialog.getByText('Photos are still waiting for review')).toBeInTheDocument();
    expect(dialog.getByText("Bob's card still has 1 photo waiting for review.")).toBeInTheDocument();
    expect(dialog.getByText('Other players have 2 photos waiting for review.')).toBeInTheDocument();
    // The host can review them before the game ends.
    expect(dialog.getByRole('link', { name: 'Review them first' })).toHaveAttribute(
      'href',
      '/host/ABC123/review',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("a BINGO! notice's Confirm winner opens the confirmation for its player", async () => {
    serve(progressOf());
    renderView('host', '/progress/ABC123?winner=p3');
    expect(await screen.findByRole('dialog', { name: 'Choose the winner?' })).toHaveTextContent('Cleo wins.');
    expect(confirmIn().queryByText('Photos are still waiting for review')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cleo' })).toBeChecked();
  });

  it('opens on the leaderboard once decided, and switches to it when the winner is chosen elsewhere', async () => {
    serve(progressOf({ status: 'COMPLETED', phase: 'finished' }, players(), 'p2'));
    renderView('player');
    expect(await screen.findByRole('heading', { name: 'Winner: Bob' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Progress' }));
    expect(screen.queryByRole('heading', { name: 'Winner: Bob' })).not.toBeInTheDocument();
    act(() => socket.listeners?.onWinner?.(leaderboardOf(players(), 'p2')));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Winner: Bob' })).toHaveFocus());
  });

  it('gives players a read-only view', async () => {
    serve(progressOf());
    renderView('player');
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Winner' })).not.toBeInTheDocument();
  });

  it("gives a host screen whose role does not run the game (a moderator's) the same read-only view", async () => {
    serve(progressOf());
    renderView('host', '/progress/ABC123?winner=p1', false);
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    expect(screen.getByText('The host chooses the winner when the game ends.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Winner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no Choose Winner on a cancelled game', async () => {
    serve(progressOf({ status: 'CANCELLED', phase: 'finished' }));
    renderView();
    expect(await screen.findByText('This game was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Winner' })).not.toBeInTheDocument();
  });

  it('explains that nobody can win before the game starts', async () => {
    serve(progressOf({ phase: 'lobby', startedAt: null }));
    renderView();
    const choose = await screen.findByRole('button', { name: 'Choose Winner' });
    expect(choose).toBeDisabled();
    expect(choose).toHaveAccessibleDescription(/Nobody can win before the game starts/);
  });

  it('keeps marked counts live', async () => {
    serve(progressOf());
    renderView();
    await screen.findByRole('radio', { name: 'Alice' });
    act(() =>
      socket.listeners?.onCellUpdated?.({
        playerId: 'p1',
        markedCount: 4,
        cell: {
          idx: 0,
          value: 'Kite',
          isMarked: true,
          image: '/i.webp',
          thumb: '/t.webp',
          isFreeSpace: false,
          updatedAt: '2025-07-01T10:11:00.000Z',
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Alice' })).toHaveAccessibleDescription(/4 \/ 8\s*marked/),
    );
  });
});
