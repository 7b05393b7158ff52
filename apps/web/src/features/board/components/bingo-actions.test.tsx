import type { TCell, TPrizeAward } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lobbyGame } from '@/testing/game-fixtures';
import { BingoActions } from './bingo-actions';

const cells: TCell[] = Array.from({ length: 9 }, (_, idx) => ({
  idx,
  value: `Label ${idx + 1}`,
  // The top row and the free centre.
  isMarked: idx < 3 || idx === 4,
  image: null,
  thumb: null,
  isFreeSpace: idx === 4,
  updatedAt: null,
}));

const award = (place: number, name: string, condition: TPrizeAward['condition'], winner: string | null) => ({
  place,
  name,
  condition,
  winner: winner ? { id: winner, name: winner } : null,
  awardedAt: winner ? '2025-07-01T10:10:00.000Z' : null,
});

function renderActions(cardId: string) {
  const game = lobbyGame({
    phase: 'playing',
    startedAt: '2025-07-01T10:00:00.000Z',
    winMode: 'prizes',
    prizeAwards: [
      award(1, 'Bottle of bubbly', 'line', 'alex'),
      award(2, 'Golden selfie stick', 'two-lines', null),
    ],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BingoActions game={game} cells={cells} cardId={cardId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BingoActions in a prize game', () => {
  it("the winner's card shows its prize and invites no more claims", () => {
    renderActions('alex');
    expect(screen.getByText('You won the Bottle of bubbly!')).toBeInTheDocument();
    expect(screen.getByText('Your prize is won: the next prizes are for the others.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'BINGO!' })).not.toBeInTheDocument();
  });

  it("another card plays on for the next prize's condition", () => {
    renderActions('bo');
    // One line is not two: BINGO! waits.
    expect(screen.getByRole('button', { name: 'BINGO!' })).toBeDisabled();
    expect(screen.queryByText(/You won/)).not.toBeInTheDocument();
  });
});
