import type { TGame, TGallery, TGameSummary, TProgress, TQueuePlayer } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cell, json, players, progressOf, summary } from '@/testing/results-fixtures';
import { clientConfigQueryOptions } from '@/lib/client-config';
import type { GameListeners } from '@/game/game-channel';
import { BigScreenView } from './big-screen-view';

const socket = vi.hoisted(() => ({
  listeners: undefined as GameListeners | undefined,
  game: null as TGameSummary | null,
  players: [] as TQueuePlayer[],
}));
vi.mock('@/game/game-channel', () => ({
  useGameChannel: (_code: string, _role: string, listeners?: GameListeners) => {
    socket.listeners = listeners;
    return {
      game: socket.game,
      players: socket.players,
      connection: 'connected',
      refusal: null,
      removedCode: null,
    };
  },
}));

const hostGame = (over: Partial<TGame> = {}): TGame => ({
  ...summary(),
  uid: 'g1',
  reportThreshold: 2,
  words: [],
  freeSpaceWord: 'Free',
  paid: true,
  createdAt: '2025-06-01T10:00:00.000Z',
  completedAt: null,
  setupProblems: [],
  dealMode: 'random',
  ...over,
});

const photo = (idx: number, minute: number) =>
  cell({
    idx,
    isMarked: true,
    image: `/media/${idx}.webp`,
    thumb: `/media/${idx}-thumb.webp`,
    updatedAt: `2025-07-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  });

/** The server's answers; `single`: one player's board read on its own (?player), by id. */
function serve(progress: TProgress, gallery?: TGallery, single: Record<string, TGallery> = {}) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/progress')) return json(200, progress);
    const player = url.searchParams.get('player');
    if (url.pathname.endsWith('/gallery') && player !== null)
      return single[player] ? json(200, single[player]) : json(404, { message: 'Player not found' });
    if (url.pathname.endsWith('/gallery') && gallery) return json(200, gallery);
    return json(404, { message: 'Game not found', code: 'NOT_FOUND' });
  });
}

function renderScreen(game: TGame) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The client config as a laptop's server answers it (no PUBLIC_URL, no network address known).
  client.setQueryData(clientConfigQueryOptions.queryKey, {
    googleClientId: null,
    paymentProvider: 'local',
    links: { joinBase: null, networkAddresses: [], loopbackOnly: false },
  });
  const ui = () => (
    <QueryClientProvider client={client}>
      <BigScreenView game={game} />
    </QueryClientProvider>
  );
  const view = render(ui());
  return { rerender: () => view.rerender(ui()) };
}

describe('BigScreenView', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.localStorage.clear();
    socket.game = null;
    socket.players = [];
  });

  it('shows the room code, a large join QR code and the players arriving in the lobby', async () => {
    socket.game = summary({ phase: 'lobby', startedAt: null });
    socket.players = [{ id: 'p1', name: 'Alice', joinedAt: '2025-07-01T09:00:00.000Z' }];
    renderScreen(hostGame({ phase: 'lobby' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Summer Party' })).toBeInTheDocument();
    expect(screen.getByTestId('big-screen-code')).toHaveTextContent('ABC123');
    expect(screen.getByText(`${window.location.origin}/join`)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /^QR code for joining the game/ });
    expect(qr).toHaveAttribute('width', '400');
    expect(screen.getByRole('heading', { name: 'Players (1)' })).toBeInTheDocument();
    expect(screen.getByText('Alice')).toBeInTheDocument();
  });

  it('shows the newest photos first and the ranking while playing, and takes new photos live', async () => {
    socket.game = summary();
    const list = players();
    serve(progressOf(), {
      game: summary(),
      leaderboard: null,
      players: [
        { ...list[0], cells: [photo(0, 1), cell({ idx: 1 })] },
        { ...list[1], cells: [photo(0, 5)] },
      ],
    });
    renderScreen(hostGame());
    const wall = within(screen.getByRole('list', { name: 'Latest photos' }));
    await waitFor(() =>
      expect(wall.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
        'Label 1, by Bob',
        'Label 1, by Alice',
      ]),
    );
    const ranking = within(screen.getByRole('list', { name: 'Leaderboard' }));
    expect(ranking.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Rank 1Bob8 / 8 marked',
      'Rank 2Cleo5 / 8 marked',
      'Rank 3Alice3 / 8 marked',
    ]);
    expect(screen.getByRole('timer')).toHaveTextContent('No time limit');

    act(() => socket.listeners?.onCellUpdated?.({ playerId: 'p1', markedCount: 4, cell: photo(1, 9) }));
    await waitFor(() => expect(wall.getAllByRole('img')[0]).toHaveAttribute('alt', 'Label 2, by Alice'));
    // The wall keeps its six places: photos fill them, empty ones wait.
    expect(wall.getAllByRole('listitem', { hidden: true })).toHaveLength(6);
    // The room code and the join QR code stay in a corner for late joiners.
    expect(within(screen.getByTestId('join-corner')).getByText('ABC123')).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('join-corner')).findByRole('img', { name: /^QR code for joining/ }),
    ).toBeInTheDocument();
  });

  it('reads one bounded page of a large game, and puts photos of players beyond it on the wall live', async () => {
    socket.game = summary();
    const list = players();
    socket.players = [{ id: 'p600', name: 'Zed', joinedAt: '2025-07-01T09:30:00.000Z' }];
    serve(progressOf(), {
      game: summary(),
      leaderboard: null,
      players: [{ ...list[0], cells: [photo(0, 1)] }],
      page: { offset: 0, limit: 500, total: 600 },
    });
    renderScreen(hostGame());
    const wall = within(screen.getByRole('list', { name: 'Latest photos' }));
    await waitFor(() => expect(wall.getAllByRole('img')).toHaveLength(1));

    act(() => socket.listeners?.onCellUpdated?.({ playerId: 'p600', markedCount: 1, cell: photo(1, 9) }));
    await waitFor(() => expect(wall.getAllByRole('img')[0]).toHaveAttribute('alt', 'Label 2, by Zed'));
    expect(wall.getAllByRole('img')[1]).toHaveAttribute('alt', 'Label 1, by Alice');
    // Taken off again (the host rejected it), still without reading the gallery again.
    act(() =>
      socket.listeners?.onCellUpdated?.({
        playerId: 'p600',
        markedCount: 0,
        cell: cell({ idx: 1, updatedAt: '2025-07-01T10:10:00.000Z' }),
      }),
    );
    await waitFor(() => expect(wall.getAllByRole('img')).toHaveLength(1));
    const galleryReads = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/gallery'));
    expect(galleryReads.map((url) => url.search)).toEqual(['?offset=0&limit=500']);
  });

  it('reads the card of a BINGO! and of the winner beyond the page on its own, and shows it', async () => {
    socket.game = summary();
    const list = players();
    const zed = { ...list[0], id: 'p600', name: 'Zed', cells: [photo(0, 2)] };
    const page = { game: summary(), leaderboard: null, page: { offset: 0, limit: 500, total: 600 } };
    serve(
      progressOf(),
      { ...page, players: [{ ...list[0], cells: [photo(1, 1)] }] },
      { p600: { ...page, players: [zed], page: { offset: 599, limit: 1, total: 600 } } },
    );
    const { rerender } = renderScreen(hostGame());
    await screen.findByRole('img', { name: 'Label 2, by Alice' });
    act(() =>
      socket.listeners?.onBingoCalled?.({
        playerId: 'p600',
        playerName: 'Zed',
        callerId: 'p600',
        callerName: 'Zed',
        calledAt: '2025-07-01T10:09:00.000Z',
        first: true,
        pendingPhotos: 0,
      }),
    );
    const reveal = within(screen.getByTestId('bingo-reveal'));
    expect(reveal.getByText('Zed')).toBeInTheDocument();
    const card = within(await reveal.findByRole('list', { name: "Zed's card" }));
    expect(card.getByRole('img', { name: 'Label 1' })).toHaveAttribute('src', '/media/0-thumb.webp');

    const final = progressOf({ status: 'COMPLETED', phase: 'finished' }, players(), 'p3');
    const leaderboard = {
      ...final.leaderboard!,
      winner: { ...final.leaderboard!.winner, id: 'p600', name: 'Zed' },
    };
    act(() => socket.listeners?.onWinner?.(leaderboard));
    socket.game = summary({ status: 'COMPLETED', phase: 'finished' });
    rerender();
    const winner = within(screen.getByTestId('winner-reveal'));
    expect(winner.getByRole('heading', { name: 'Winner: Zed' })).toBeInTheDocument();
    expect(await winner.findByRole('list', { name: "Zed's card" })).toBeInTheDocument();
    const reads = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/gallery'))
      .map((url) => url.search);
    expect(reads).toContain('?player=p600');
    expect(reads).not.toContain('?player=p1');
  });

  it('announces a BINGO! beyond the page by name alone when its card cannot be read', async () => {
    socket.game = summary();
    const list = players();
    serve(progressOf(), {
      game: summary(),
      leaderboard: null,
      players: [{ ...list[0], cells: [photo(1, 1)] }],
      page: { offset: 0, limit: 500, total: 600 },
    });
    renderScreen(hostGame());
    await screen.findByRole('img', { name: 'Label 2, by Alice' });
    act(() =>
      socket.listeners?.onBingoCalled?.({
        playerId: 'p601',
        playerName: 'Gone',
        callerId: 'p601',
        callerName: 'Gone',
        calledAt: '2025-07-01T10:09:00.000Z',
        first: true,
        pendingPhotos: 0,
      }),
    );
    const reveal = within(screen.getByTestId('bingo-reveal'));
    expect(reveal.getByText('Gone')).toBeInTheDocument();
    await waitFor(() => expect(reveal.queryByText('Loading the card…')).not.toBeInTheDocument());
    expect(reveal.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the game is paused', async () => {
    socket.game = summary({ status: 'PAUSED' });
    serve(progressOf({ status: 'PAUSED' }), { game: summary(), leaderboard: null, players: [] });
    renderScreen(hostGame({ status: 'PAUSED' }));
    expect(screen.getByText('Game paused')).toBeInTheDocument();
    expect(await screen.findByText('Waiting for the first photo…')).toBeInTheDocument();
  });

  it('reveals the winner at the end', async () => {
    socket.game = summary({ status: 'COMPLETED', phase: 'finished' });
    serve(progressOf({ status: 'COMPLETED', phase: 'finished' }, players(), 'p3'));
    renderScreen(hostGame({ status: 'COMPLETED', phase: 'finished' }));
    expect(await screen.findByRole('heading', { name: 'Winner: Cleo' })).toBeInTheDocument();
    expect(screen.getByText('Winner')).toBeInTheDocument();
  });

  it('says when the game was cancelled', () => {
    socket.game = summary({ status: 'CANCELLED', phase: 'finished' });
    renderScreen(hostGame({ status: 'CANCELLED', phase: 'finished' }));
    expect(screen.getByText('This game was cancelled')).toBeInTheDocument();
  });

  it('counts down 3, 2, 1 when the start is seen live, and not when opened mid-game', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    serve(progressOf(), { game: summary(), leaderboard: null, players: [] });
    socket.game = summary({ phase: 'lobby', startedAt: null });
    const { rerender } = renderScreen(hostGame({ phase: 'lobby', startedAt: null }));
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();

    socket.game = summary({ startedAt: new Date().toISOString() });
    rerender();
    expect(screen.getByTestId('countdown')).toHaveTextContent('Get ready!3');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('Get ready!2');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('Get ready!1');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest photos' })).toBeInTheDocument();
  });

  it('does not count down on a screen opened after the start', () => {
    socket.game = summary({ startedAt: new Date().toISOString() });
    serve(progressOf(), { game: summary(), leaderboard: null, players: [] });
    renderScreen(hostGame({ startedAt: new Date().toISOString() }));
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
  });

  it('reveals a BINGO! with the player’s name and their card of photos, then goes back to the wall', async () => {
    socket.game = summary();
    const list = players();
    serve(progressOf(), {
      game: summary(),
      leaderboard: null,
      players: [{ ...list[1], cells: [photo(0, 1), cell({ idx: 1, value: 'A very long label' })] }],
    });
    renderScreen(hostGame());
    await screen.findByRole('img', { name: 'Label 1, by Bob' });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    act(() =>
      socket.listeners?.onBingoCalled?.({
        playerId: 'p2',
        playerName: 'Bob',
        callerId: 'p2',
        callerName: 'Bob',
        calledAt: '2025-07-01T10:09:00.000Z',
        first: true,
        pendingPhotos: 0,
      }),
    );
    const reveal = within(screen.getByTestId('bingo-reveal'));
    expect(reveal.getByRole('heading', { name: 'BINGO!' })).toBeInTheDocument();
    expect(reveal.getByText('Bob')).toBeInTheDocument();
    const card = within(reveal.getByRole('list', { name: "Bob's card" }));
    expect(card.getByRole('img', { name: 'Label 1' })).toHaveAttribute('src', '/media/0-thumb.webp');
    expect(card.getByText('A very long label')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('bingo-reveal')).not.toBeInTheDocument();
  });

  it('reveals the winner with their photos, then the leaderboard', async () => {
    socket.game = summary();
    const list = players();
    serve(progressOf(), {
      game: summary(),
      leaderboard: null,
      players: [{ ...list[2], cells: [photo(0, 1), photo(1, 2)] }],
    });
    const { rerender } = renderScreen(hostGame());
    await screen.findByRole('img', { name: 'Label 1, by Cleo' });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const final = progressOf({ status: 'COMPLETED', phase: 'finished' }, players(), 'p3');
    act(() => socket.listeners?.onWinner?.(final.leaderboard!));
    socket.game = summary({ status: 'COMPLETED', phase: 'finished' });
    rerender();
    const reveal = within(screen.getByTestId('winner-reveal'));
    expect(reveal.getByRole('heading', { name: 'Winner: Cleo' })).toBeInTheDocument();
    expect(reveal.getByRole('img', { name: 'Label 1' })).toBeInTheDocument();
    expect(screen.queryByTestId('join-corner')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.queryByTestId('winner-reveal')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Winner: Cleo' })).toBeInTheDocument();
    expect(screen.getAllByTestId('leaderboard-entry').map((row) => row.textContent)).toEqual([
      'Rank 1CleoWinner5 / 8 marked',
      'Rank 2Bob8 / 8 marked',
      'Rank 3Alice3 / 8 marked',
    ]);
    // After the podium, the winning card's photos one at a time.
    const slideshow = within(screen.getByTestId('winner-slideshow'));
    expect(slideshow.getByRole('img', { name: 'Label 1' })).toBeInTheDocument();
    expect(slideshow.getByText('Photo 1 of 2')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(slideshow.getByRole('img', { name: 'Label 2' })).toBeInTheDocument();
    expect(slideshow.getByText('Photo 2 of 2')).toBeInTheDocument();
  });

  it('keeps sound off until turned on, and remembers the choice', async () => {
    socket.game = summary({ phase: 'lobby', startedAt: null });
    renderScreen(hostGame({ phase: 'lobby' }));
    const toggle = screen.getByRole('button', { name: /Sound off/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    act(() => toggle.click());
    expect(screen.getByRole('button', { name: /Sound on/ })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('picture-bingo:big-screen-sound')).toBe('on');
  });
});
