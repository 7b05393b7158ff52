import { LOBBY_SNAPSHOT_PLAYERS, type TQueuePlayer } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { completeSetup } from '../../test/factories';
import { createPaidGame, socketPool } from '../../test/players';
import { apiOf, createTestApp } from '../../test/test-app';

const ids = (players: TQueuePlayer[]) => players.map((p) => p.id);

describe('lobby:snapshot: a phone gets a window of the lobby, the host all of it', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);

  it('a phone gets the most recent joins, its own entry and the count; the host every player', async () => {
    const total = LOBBY_SNAPSHOT_PLAYERS + 5;
    const { code, token } = await createPaidGame(t, { ...completeSetup, maxPlayer: total });
    const joined = await apiOf(t).joinPlayers(code, total, 8);
    const host = await listen({ gameCode: code, hostToken: token });
    const hostSnapshot = await host.waitFor('lobby:snapshot');
    // Joining order, as the queue shows it (joins ran 8 at a time, so by the server's clock, not the loop's).
    const all = hostSnapshot.players;
    expect(new Set(ids(all))).toEqual(new Set(joined.map((p) => p.id)));
    expect(all.map((p) => p.joinedAt)).toEqual(all.map((p) => p.joinedAt).sort());
    expect(hostSnapshot.playerCount).toBe(total);
    expect(hostSnapshot.game.playerCount).toBe(total);
    const window = all.slice(-LOBBY_SNAPSHOT_PLAYERS);

    // The first to join is not among the most recent: its own entry comes first, then the window.
    const first = joined.find((p) => p.id === all[0].id)!;
    const early = await (
      await listen({ gameCode: code, deviceToken: first.token })
    ).waitFor('lobby:snapshot');
    expect(ids(early.players)).toEqual([first.id, ...ids(window)]);
    expect(early.players[0]).toEqual({ id: first.id, name: first.name, joinedAt: all[0].joinedAt });
    expect(early.playerCount).toBe(total);
    expect(early.game.playerCount).toBe(total);

    // The last to join is in the window already: listed once.
    const last = joined.find((p) => p.id === all[total - 1].id)!;
    const late = await (await listen({ gameCode: code, deviceToken: last.token })).waitFor('lobby:snapshot');
    expect(ids(late.players)).toEqual(ids(window));
    expect(late.playerCount).toBe(total);

    // A watching screen (gallery, standings) of a player reads no player list either.
    const watcher = await listen({ gameCode: code, deviceToken: first.token, watch: true });
    const watched = await watcher.waitFor('lobby:snapshot');
    expect(ids(watched.players)).toEqual([first.id, ...ids(window)]);
    expect(watched.playerCount).toBe(total);
  });

  it('removed players are neither listed nor counted', async () => {
    const total = LOBBY_SNAPSHOT_PLAYERS + 3;
    const { code, token } = await createPaidGame(t, { ...completeSetup, maxPlayer: total });
    const api = apiOf(t);
    const joined = await api.joinPlayers(code, total, 8);
    const host = await (await listen({ gameCode: code, hostToken: token })).waitFor('lobby:snapshot');
    const newest = host.players[total - 1];
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/game/${code}/players/${newest.id}`,
      token,
    });
    expect(removed.statusCode).toBe(204);

    const first = joined.find((p) => p.id === host.players[0].id)!;
    const phone = await (
      await listen({ gameCode: code, deviceToken: first.token })
    ).waitFor('lobby:snapshot');
    const window = host.players.slice(-LOBBY_SNAPSHOT_PLAYERS - 1, -1);
    expect(ids(phone.players)).toEqual([first.id, ...ids(window)]);
    expect(phone.playerCount).toBe(total - 1);
    const again = await (await listen({ gameCode: code, hostToken: token })).waitFor('lobby:snapshot');
    expect(again.players).toHaveLength(total - 1);
    expect(again.playerCount).toBe(total - 1);
  });
});
