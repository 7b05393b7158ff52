import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { GameListeners, GameRole } from '@/game/game-channel';
import { leaderboardOf, players, progressOf } from '@/testing/results-fixtures';
import { BingoAlerts } from './bingo-alerts';

const socket = vi.hoisted(() => ({ listeners: undefined as GameListeners | undefined, photoReview: true }));
vi.mock('@/game/game-channel', () => ({
  useGameChannel: (_code: string, _role: GameRole, listeners?: GameListeners) => {
    socket.listeners = listeners;
    const game = { ...progressOf({ photoReview: socket.photoReview }).game, eventTitle: 'Office Party' };
    return { game, players: [], connection: 'connected', refusal: null, removedCode: null };
  },
}));

const call = (
  over: Partial<{ playerId: string; playerName: string; first: boolean; pendingPhotos: number }>,
) => ({
  playerId: 'p1',
  playerName: 'Ann',
  calledAt: '2025-07-01T10:10:00.000Z',
  first: true,
  pendingPhotos: 0,
  ...over,
});

function renderAlerts() {
  render(
    <MemoryRouter>
      <BingoAlerts code="ABC123" />
    </MemoryRouter>,
  );
}

describe('BingoAlerts: a BINGO! on the host screen', () => {
  it('shows nothing until a BINGO! is called', () => {
    renderAlerts();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the caller as text, says whether photos wait, and offers Review card / Confirm winner', () => {
    renderAlerts();
    act(() =>
      socket.listeners?.onBingoCalled?.(
        call({ playerName: '<img src=x onerror=alert(1)>', pendingPhotos: 2 }),
      ),
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('<img src=x onerror=alert(1)> called BINGO! (first to complete)');
    expect(document.querySelector('img')).toBeNull();
    expect(notice).toHaveTextContent('2 photos still waiting for review');
    expect(screen.getByRole('link', { name: 'Review card' })).toHaveAttribute('href', '/host/ABC123/review');
    expect(screen.getByRole('link', { name: 'Confirm winner' })).toHaveAttribute(
      'href',
      '/progress/ABC123?winner=p1',
    );
  });

  it('a reviewed card links to its gallery card; one notice per player; Dismiss and the winner clear them', async () => {
    renderAlerts();
    act(() => socket.listeners?.onBingoCalled?.(call({})));
    act(() => socket.listeners?.onBingoCalled?.(call({ playerId: 'p2', playerName: 'Bob', first: false })));
    act(() => socket.listeners?.onBingoCalled?.(call({})));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'Bob called BINGO! (not the first to complete)',
    );
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Every photo on this card is reviewed');
    expect(screen.getAllByRole('link', { name: 'Review card' })[1]).toHaveAttribute(
      'href',
      '/gallery/ABC123#player-p1',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => socket.listeners?.onWinner?.(leaderboardOf(players(), 'p1')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
