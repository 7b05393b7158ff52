import { LOBBY_SNAPSHOT_PLAYERS, type TQueuePlayer } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { lobbyWindow } from './lobby-window';

const player = (n: number): TQueuePlayer => ({
  id: `p${n}`,
  name: `Player ${n}`,
  joinedAt: new Date(Date.UTC(2030, 5, 15, 10) + n * 1000).toISOString(),
});
const ids = (players: TQueuePlayer[]) => players.map((p) => p.id);

describe('lobbyWindow', () => {
  it('lists a small lobby whole', () => {
    const players = [player(1), player(2), player(3)];
    expect(lobbyWindow(players, 'p2', 3)).toEqual({ shown: players, more: 0 });
  });

  it('lists the most recent joins, the reader first when it joined before them, and counts the rest', () => {
    // The phone's snapshot (own entry + the window) and 20 joins since, in a game of 5,000.
    const recent = Array.from({ length: LOBBY_SNAPSHOT_PLAYERS + 20 }, (_, i) => player(1000 + i));
    const { shown, more } = lobbyWindow([player(7), ...recent], 'p7', 5000);
    expect(ids(shown)).toEqual(['p7', ...ids(recent.slice(20))]);
    expect(more).toBe(5000 - LOBBY_SNAPSHOT_PLAYERS - 1);
  });

  it('lists the reader once when it is among the most recent', () => {
    const players = Array.from({ length: LOBBY_SNAPSHOT_PLAYERS }, (_, i) => player(i));
    const { shown, more } = lobbyWindow(players, 'p99', 300);
    expect(shown).toHaveLength(LOBBY_SNAPSHOT_PLAYERS);
    expect(more).toBe(300 - LOBBY_SNAPSHOT_PLAYERS);
  });
});
