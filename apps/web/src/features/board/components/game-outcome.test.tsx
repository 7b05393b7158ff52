import type { TGameSummary } from '@picture-bingo/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaderboardOf, players, progressOf } from '@/testing/results-fixtures';
import { GameOutcome } from './game-outcome';

const game = (over: Partial<TGameSummary>) => progressOf(over).game;

function show(over: Partial<TGameSummary>, playerId: string, winnerId: string | null = null) {
  render(
    <GameOutcome
      game={game(over)}
      playerId={playerId}
      leaderboard={winnerId ? leaderboardOf(players(), winnerId) : null}
      arrivedLive={false}
      loading={false}
      error={null}
      onRetry={() => undefined}
    />,
  );
}

describe('GameOutcome: the ending on a phone', () => {
  it("'You won!' on the winner's phone, above the 'Winner: {name}' leaderboard (loaded with the winner)", async () => {
    show({ status: 'COMPLETED', phase: 'finished' }, 'p2', 'p2');
    expect(screen.getByText('You won!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Winner: Bob' })).toBeInTheDocument();
    expect(screen.queryByText(/Time is up/)).not.toBeInTheDocument();
  });

  it('everyone else sees only "Winner: {name}"', async () => {
    show({ status: 'COMPLETED', phase: 'finished' }, 'p1', 'p2');
    expect(await screen.findByRole('heading', { name: 'Winner: Bob' })).toBeInTheDocument();
    expect(screen.queryByText('You won!')).not.toBeInTheDocument();
  });

  it('time up: waits for the winner; ended early: says the host ended it, not "Time is up"', () => {
    show({ phase: 'finished' }, 'p1');
    expect(screen.getByText('Time is up. The host will choose the winner.')).toBeInTheDocument();
  });

  it('ended early by the host', () => {
    show({ phase: 'finished', endedEarly: true }, 'p1');
    expect(screen.getByText('The host ended the game. The host will choose the winner.')).toBeInTheDocument();
    expect(screen.queryByText(/Time is up/)).not.toBeInTheDocument();
  });
});
