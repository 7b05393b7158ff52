import { LOBBY_SNAPSHOT_PLAYERS, type TMembership, type TQueuePlayer } from '@picture-bingo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { managers, sockets } from '@/testing/fake-socket';
import { lobbyGame } from '@/testing/game-fixtures';
import { renderInRouter } from '@/testing/render-in-router';
import { LobbyView } from './lobby-view';

// socket.io-client stands in for the server; the channel, its reducer and the lobby are the real ones.
vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).fakeSocketIo);
afterEach(() => {
  sockets.length = 0;
  managers.length = 0;
});

const player = (n: number): TQueuePlayer => ({
  id: `p${n}`,
  name: `Player ${n}`,
  joinedAt: new Date(Date.UTC(2030, 5, 15, 10) + n * 1000).toISOString(),
});
const game = lobbyGame({ maxPlayer: 5000, playerCount: 98 });
const membership: TMembership = { player: { ...player(1), status: 'waiting' }, game };
const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe("LobbyView: a phone's lobby of a large game", () => {
  it('lists the joins up to its window, then keeps counting on players:counted', async () => {
    localStorage.setItem(STORAGE_KEYS.deviceToken, 'device-1');
    renderInRouter(<LobbyView membership={membership} />, '/lobby/AB12CD');
    await waitFor(() => expect(sockets).toHaveLength(1));
    const [socket] = sockets;
    await socket.accept();
    const first = Array.from({ length: LOBBY_SNAPSHOT_PLAYERS - 2 }, (_, i) => player(i + 1));
    socket.serverEmit('lobby:snapshot', { game, players: first, playerCount: first.length });
    expect(screen.getByText('98 of 5000 players')).toBeInTheDocument();

    // The two joins that fill the window come as players; the ones past it as the count alone.
    socket.serverEmit('players:joined', [player(99), player(100)]);
    expect(screen.getByText('100 of 5000 players')).toBeInTheDocument();
    expect(rows()).toHaveLength(LOBBY_SNAPSHOT_PLAYERS);
    expect(rows().at(-1)).toHaveTextContent('Player 100');
    socket.serverEmit('players:counted', { playerCount: 4321 });
    expect(screen.getByText('4321 of 5000 players')).toBeInTheDocument();
    expect(rows()).toHaveLength(LOBBY_SNAPSHOT_PLAYERS);
    expect(rows()[0]).toHaveTextContent('Player 1 (you)');
    expect(screen.getByText(`and ${4321 - LOBBY_SNAPSHOT_PLAYERS} more players`)).toBeInTheDocument();
    // A frame of another node that left earlier says less: the count stays.
    socket.serverEmit('players:counted', { playerCount: 4300 });
    expect(screen.getByText('4321 of 5000 players')).toBeInTheDocument();
  });
});

describe("LobbyView: a team game's lobby", () => {
  const teamGame = lobbyGame({ gameMode: 'teams', teamAssignment: 'pick' });
  const team = (
    id: string,
    name: string,
    colour: 'red' | 'blue',
    members: { id: string; name: string }[],
  ) => ({
    id,
    name,
    colour,
    size: members.length,
    full: false,
    cardId: `card-${id}`,
    members,
  });
  const teams = {
    teams: [
      team('red', 'Red', 'red', [
        { id: 'ann', name: 'Ann' },
        { id: 'bo', name: 'Bo' },
      ]),
      team('blue', 'Blue', 'blue', [{ id: 'cy', name: 'Cy' }]),
    ],
  };
  const members = () =>
    within(screen.getByRole('region', { name: 'Your team' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows the member’s team and follows moves: the old team drops the member, a moved player is told plainly', async () => {
    localStorage.setItem(STORAGE_KEYS.deviceToken, 'device-1');
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: string | URL) => {
      const url = String(input);
      asked.push(url);
      if (url.endsWith('/game/AB12CD/teams')) return Promise.resolve(Response.json(teams));
      return Promise.resolve(Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }));
    });
    try {
      const me: TMembership = {
        player: {
          id: 'ann',
          name: 'Ann',
          joinedAt: '2030-06-15T10:00:00.000Z',
          teamId: 'red',
          status: 'waiting',
        },
        game: teamGame,
      };
      renderInRouter(<LobbyView membership={me} />, '/lobby/AB12CD');
      await waitFor(() => expect(sockets).toHaveLength(1));
      const [socket] = sockets;
      await socket.accept();
      socket.serverEmit('lobby:snapshot', { game: teamGame, players: [], playerCount: 3 });
      await waitFor(() => expect(members()).toEqual(['Ann (you)', 'Bo']));
      expect(screen.getByRole('region', { name: 'Your team' })).toHaveTextContent('Team Red');

      // Bo moves to Blue: Ann's team drops Bo, without asking the server again.
      const reads = asked.length;
      socket.serverEmit('player:team', { playerId: 'bo', teamId: 'blue' });
      await waitFor(() => expect(members()).toEqual(['Ann (you)']));

      // Then Ann moves to Blue: she is told, and shows Blue with its members.
      socket.serverEmit('player:team', { playerId: 'ann', teamId: 'blue' });
      socket.serverEmit('you:team', { teamId: 'blue', cardId: 'card-blue' });
      const region = screen.getByRole('region', { name: 'Your team' });
      await waitFor(() =>
        expect(within(region).getByRole('status')).toHaveTextContent("You're now in Team Blue"),
      );
      expect(region).toHaveTextContent('The host moved you to this team.');
      expect(members()).toEqual(['Cy', 'Bo', 'Ann (you)']);
      expect(asked.slice(reads).filter((url) => url.endsWith('/teams'))).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
