import { LOBBY_SNAPSHOT_PLAYERS, type TQueuePlayer, type TTeam } from '@picture-bingo/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LobbyPlayerList } from './lobby-player-list';

const player = (n: number): TQueuePlayer => ({
  id: `p${n}`,
  name: `Player ${n}`,
  joinedAt: new Date(Date.UTC(2030, 5, 15, 10) + n * 1000).toISOString(),
});

describe("LobbyPlayerList: a phone's lobby", () => {
  it('lists a small lobby whole, with its count', () => {
    render(<LobbyPlayerList players={[player(1), player(2)]} playerCount={2} myId="p2" maxPlayer={50} />);
    expect(screen.getByText('2 of 50 players')).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Player 1', 'Player 2 (you)']);
    expect(screen.queryByText(/more player/)).not.toBeInTheDocument();
  });

  it('counts the whole game and lists the reader and the most recent arrivals of a large one', () => {
    const recent = Array.from({ length: LOBBY_SNAPSHOT_PLAYERS }, (_, i) => player(100 + i));
    render(
      <LobbyPlayerList players={[player(3), ...recent]} playerCount={4321} myId="p3" maxPlayer={5000} />,
    );
    expect(screen.getByText('4321 of 5000 players')).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(LOBBY_SNAPSHOT_PLAYERS + 1);
    expect(rows[0]).toHaveTextContent('Player 3 (you)');
    expect(screen.getByText(`and ${4321 - LOBBY_SNAPSHOT_PLAYERS - 1} more players`)).toBeInTheDocument();
  });

  it("lists a team game's players under their teams, in the host's order, the unknown last", () => {
    const team = (id: string, name: string): TTeam => ({
      id,
      name,
      colour: 'blue',
      size: 0,
      full: false,
      cardId: null,
      members: [],
    });
    render(
      <LobbyPlayerList
        players={[
          { ...player(1), teamId: 'owls' },
          { ...player(2), teamId: 'foxes' },
          { ...player(3), teamId: 'owls' },
          player(4),
        ]}
        playerCount={4}
        myId="p3"
        maxPlayer={50}
        teams={[team('foxes', 'Foxes'), team('owls', 'Owls'), team('bees', 'Bees')]}
      />,
    );
    const names = (group: string) =>
      within(screen.getByRole('list', { name: group }))
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(names('Team Foxes')).toEqual(['Player 2']);
    expect(names('Team Owls')).toEqual(['Player 1', 'Player 3 (you)']);
    expect(screen.getAllByRole('list').at(-1)).toHaveTextContent('Player 4');
    expect(screen.queryByText('Team Bees')).not.toBeInTheDocument();
  });
});
