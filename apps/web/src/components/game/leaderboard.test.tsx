import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaderboardOf, playerProgress, players } from '@/testing/results-fixtures';
import { Leaderboard } from './leaderboard';

describe('Leaderboard', () => {
  it('names the winner, ranks them 1 with the Winner badge and the others from 2 by marked cells', () => {
    // The host may pick someone who is not ahead: they still rank 1.
    render(<Leaderboard leaderboard={leaderboardOf(players(), 'p1')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Winner: Alice' })).toBeInTheDocument();
    expect(
      screen.getByText('Congratulations! This player has completed the game successfully.'),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Leaderboard' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Rank 1AliceWinner3 / 8 marked',
      'Rank 2Bob8 / 8 marked',
      'Rank 3Cleo5 / 8 marked',
    ]);
    expect(screen.getAllByText('Winner')).toHaveLength(1);
  });

  it('in a team game lists each team with its members under its name (an empty team says so)', () => {
    const [red, blue] = players();
    const teams = [
      { ...red, name: 'Red', team: { id: 't1', colour: 'red', members: ['Ann', 'Bo'] } },
      { ...blue, name: 'Blue', team: { id: 't2', colour: 'blue', members: [] } },
    ];
    render(<Leaderboard leaderboard={leaderboardOf(teams, red.id)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Winner: Red' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('leaderboard-entry');
    expect(within(rows[0]).getByTestId('team-members')).toHaveTextContent('Members: Ann, Bo');
    expect(within(rows[1]).getByTestId('team-members')).toHaveTextContent(/^No members$/);
  });

  it('words a line win by its rule and stands the top three on a podium (second, first, third)', () => {
    const board = leaderboardOf(players(), 'p2');
    const prizes = [
      {
        place: 1,
        name: 'BINGO!',
        condition: 'line' as const,
        winner: { id: 'p2', name: 'Bob' },
        awardedAt: null,
      },
    ];
    render(<Leaderboard leaderboard={{ ...board, prizes }} />);
    expect(screen.getByText('Congratulations! Bob got the first line!')).toBeInTheDocument();
    const podium = within(screen.getByRole('list', { name: 'Podium' })).getAllByRole('listitem');
    expect(podium.map((step) => step.textContent)).toEqual(['CleoPlace 2', 'BobPlace 1', 'AlicePlace 3']);
  });

  it("follows the server's ranks whatever order the entries come in", () => {
    const board = leaderboardOf(players(), 'p2');
    render(<Leaderboard leaderboard={{ ...board, entries: [...board.entries].reverse() }} />);
    const rows = screen.getAllByTestId('leaderboard-entry').map((row) => row.textContent);
    expect(rows).toEqual([
      'Rank 1BobWinner8 / 8 marked',
      'Rank 2Cleo5 / 8 marked',
      'Rank 3Alice3 / 8 marked',
    ]);
  });

  it('shows names as text, marks the reader and shows the actions', () => {
    const list = [playerProgress({ id: 'x', name: '<img src=x onerror=alert(1)>' }), ...players()];
    render(<Leaderboard leaderboard={leaderboardOf(list, 'x')} youId="p3" actions={<button>Go</button>} />);
    expect(screen.getByRole('heading', { name: 'Winner: <img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('(you)').parentElement).toHaveTextContent('Cleo (you)');
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });
});
