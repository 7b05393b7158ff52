import type { TBoard, TCell } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, leaderboardOf, players, progressOf, summary } from '@/testing/results-fixtures';
import type { GameListeners } from '@/game/game-channel';
import { BoardScreen } from './board-screen';

const socket = vi.hoisted(() => ({ listeners: undefined as GameListeners | undefined }));
vi.mock('@/game/game-channel', () => ({
  useGameChannel: (_code: string, _role: string, listeners?: GameListeners) => {
    socket.listeners = listeners;
    return { game: null, players: [], connection: 'connected', refusal: null, removedCode: null };
  },
}));

const cells = (): TCell[] =>
  Array.from({ length: 9 }, (_, idx) => ({
    idx,
    value: idx === 4 ? 'Free' : `Label ${idx + 1}`,
    isMarked: idx === 4 || idx === 0,
    image: idx === 0 ? '/media/a.webp' : null,
    thumb: idx === 0 ? '/media/a-thumb.webp' : null,
    isFreeSpace: idx === 4,
    updatedAt: idx === 0 ? '2025-07-01T10:05:00.000Z' : null,
  }));

const boardOf = (game: Partial<TBoard['game']> = {}): TBoard => ({
  player: { id: 'p3', name: 'Cleo', joinedAt: '2025-07-01T09:00:00.000Z', status: 'playing' },
  game: summary(game),
  cells: cells(),
});

function renderBoard(board: TBoard) {
  // The cached board is the screen's source (live events change it), so it is not fetched here.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['player-game', 'board', 'ABC123'], board);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BoardScreen code="ABC123" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the card while playing', () => {
  it("names the player (the Player ID further down) and keeps the host's reason on a rejected cell", () => {
    const board = boardOf();
    board.cells[2] = { ...board.cells[2], rejectedReason: 'Too blurry' };
    board.cells[3] = { ...board.cells[3], rejectedReason: '' };
    renderBoard(board);
    expect(screen.getByTestId('playing-as')).toHaveTextContent('Playing as Cleo');
    expect(screen.getByText(/^Player ID:/)).toHaveTextContent('Player ID: P3');
    const notes = screen.getByRole('list', { name: 'Rejected photos' });
    expect(notes).toHaveTextContent(
      '“Label 3”: The host rejected it: Too blurry. Tap the cell to add another photo.',
    );
    expect(notes).toHaveTextContent('“Label 4”: The host rejected it. Tap the cell to add another photo.');
    expect(screen.getAllByText('Rejected', { selector: 'span' })).toHaveLength(2);
    expect(screen.getByLabelText('Add a photo for Label 3')).toBeInTheDocument();
  });
});

describe('the board at the end of the game', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets players add photos while the game runs', () => {
    renderBoard(boardOf());
    expect(screen.getByLabelText('Add a photo for Label 2')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Winner:/ })).not.toBeInTheDocument();
  });

  it('shows the winner and the leaderboard of a completed game, and closes uploads', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/api/game/ABC123/progress')
        ? json(200, progressOf({ status: 'COMPLETED', phase: 'finished' }, players(), 'p3'))
        : json(404, { message: 'Not found', code: 'NOT_FOUND' }),
    );
    renderBoard(boardOf({ status: 'COMPLETED', phase: 'finished' }));
    expect(await screen.findByRole('heading', { name: 'Winner: Cleo' })).toBeInTheDocument();
    expect(screen.getByText('You won!')).toBeInTheDocument();
    expect(screen.getByText('The game is over. Uploads are closed.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Add a photo/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Label 1: .*View the photo$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Gallery' })).toHaveAttribute('href', '/gallery/ABC123');
    // After the game no phone offers BINGO!.
    expect(screen.queryByRole('button', { name: 'BINGO!' })).not.toBeInTheDocument();
    expect(screen.getByText('The game is over: every photo is in the gallery.')).toBeInTheDocument();
  });

  it('shows the winner as soon as the host chooses', async () => {
    renderBoard(boardOf());
    act(() => socket.listeners?.onWinner?.(leaderboardOf(players(), 'p2')));
    expect(await screen.findByRole('heading', { name: 'Winner: Bob' })).toBeInTheDocument();
    expect(screen.queryByText('You won!')).not.toBeInTheDocument();
    expect(screen.getByText('(you)').parentElement).toHaveTextContent('Cleo (you)');
  });

  it('says so when the host cancelled the game', () => {
    renderBoard(boardOf({ status: 'CANCELLED', phase: 'finished' }));
    expect(screen.getByText('The host cancelled this game')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Add a photo/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'BINGO!' })).not.toBeInTheDocument();
  });

  it('closes uploads when the time is up', async () => {
    renderBoard(boardOf());
    act(() => socket.listeners?.onGameUpdated?.(summary({ phase: 'finished' })));
    await waitFor(() => expect(screen.getByText('Waiting for the winner')).toBeInTheDocument());
  });
});

describe('the phone during play', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('buzzes when one of your photos is rejected and at the winner, not for other players', async () => {
    const buzz = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate: buzz });
    renderBoard(boardOf());
    const cell = { ...cells()[1], updatedAt: '2025-07-01T10:06:00.000Z' };
    act(() => socket.listeners?.onCellUpdated?.({ playerId: 'p2', cell, markedCount: 0, rejected: true }));
    expect(buzz).not.toHaveBeenCalled();
    act(() => socket.listeners?.onCellUpdated?.({ playerId: 'p3', cell, markedCount: 1, rejected: true }));
    expect(buzz).toHaveBeenCalledTimes(1);
    act(() => socket.listeners?.onWinner?.(leaderboardOf(players(), 'p2')));
    expect(buzz).toHaveBeenCalledTimes(2);
  });

  it('keeps the screen awake while the game is played, and not once it is over', async () => {
    const request = vi.fn(async () => ({ released: false, release: async () => undefined }));
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    renderBoard(boardOf());
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    request.mockClear();
    renderBoard(boardOf({ status: 'CANCELLED', phase: 'finished' }));
    await act(async () => {});
    expect(request).not.toHaveBeenCalled();
  });

  it('tells a paused player that a photo picked now uploads when the host resumes', () => {
    renderBoard(boardOf({ status: 'PAUSED' }));
    expect(
      screen.getByText('The host paused the game. A photo you pick now will upload when the host resumes.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Add a photo for Label 2')).toBeInTheDocument();
  });
});
