import type { TLobbySnapshot } from '@picture-bingo/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connected,
  createDevice,
  createPaidGame,
  disconnected,
  joinAs,
  joinRequest,
  openSocket,
  recordEvents,
  type ClientSocket,
} from '../../test/players';
import { createTestApp, registerHost } from '../../test/test-app';

describe('realtime lobby (Socket.IO at /socket.io)', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

  const sockets: ClientSocket[] = [];
  const open = (...args: Parameters<typeof openSocket> extends [string, ...infer R] ? R : never) => {
    const socket = openSocket(address, ...args);
    sockets.push(socket);
    return socket;
  };
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });

  it('the host gets the snapshot first, then player:joined when a player joins over HTTP', async () => {
    const { code, token } = await createPaidGame(t);
    const early = await joinAs(t, code, 'Early');
    const host = open({ gameCode: code, hostToken: token });
    const rec = recordEvents(host);
    const snapshot = await rec.waitFor('lobby:snapshot');
    expect(snapshot.game).toMatchObject({ gameCode: code, playerCount: 1, phase: 'lobby' });
    expect(snapshot.players).toEqual([
      {
        id: early.membership.player.id,
        name: 'Early',
        joinedAt: early.membership.player.joinedAt,
        online: false,
      },
    ]);

    const late = await joinAs(t, code, 'Late');
    const isLate = (p: { id: string }) => p.id === late.membership.player.id;
    expect(await rec.waitFor('player:joined', 1, 5000, isLate)).toEqual({
      id: late.membership.player.id,
      name: 'Late',
      joinedAt: late.membership.player.joinedAt,
    });
    // Joins come batched (players:joined); one that committed just before the host connected may repeat in the
    // first frame after the snapshot.
    expect(rec.names().filter((n) => n !== 'player:joined')).toEqual(['lobby:snapshot']);
    expect(rec.frames.every((f) => f.event === 'players:joined')).toBe(true);
    // A rejoin of the same device is not a new arrival.
    await joinRequest(t, code, late.token, 'Late');
    const third = await joinAs(t, code, 'Third');
    const joinedAfter = await rec.waitFor(
      'player:joined',
      1,
      5000,
      (p) => p.id === third.membership.player.id,
    );
    expect(joinedAfter.name).toBe('Third');
    expect(
      rec.events.filter((e) => e.event === 'player:joined' && isLate(e.payload as { id: string })),
    ).toHaveLength(1);
  });

  it('players see the lobby too; removal reaches everyone, and the removed player is told and dropped', async () => {
    const { code, token } = await createPaidGame(t);
    const stay = await joinAs(t, code, 'Stay');
    const gone = await joinAs(t, code, 'Gone');
    const host = recordEvents(open({ gameCode: code, hostToken: token }));
    const staySocket = open({ gameCode: code, deviceToken: stay.token });
    const stayRec = recordEvents(staySocket);
    const goneSocket = open({ gameCode: code, deviceToken: gone.token });
    const goneRec = recordEvents(goneSocket);
    for (const rec of [host, stayRec, goneRec]) {
      expect((await rec.waitFor('lobby:snapshot')).players.map((p) => p.name)).toEqual(['Stay', 'Gone']);
    }

    const goneDropped = disconnected(goneSocket);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/game/${code}/players/${gone.membership.player.id}`,
      token,
    });
    expect(res.statusCode).toBe(204);
    expect(await host.waitFor('player:removed')).toEqual({ playerId: gone.membership.player.id });
    expect(await stayRec.waitFor('player:removed')).toEqual({ playerId: gone.membership.player.id });
    expect(await goneRec.waitFor('you:removed')).toEqual({
      message: 'You were removed from this game',
      code: 'REMOVED_FROM_GAME',
    });
    expect(await goneDropped).toBe('io server disconnect');
    expect(staySocket.connected).toBe(true);

    // And it cannot come back.
    const again = open({ gameCode: code, deviceToken: gone.token });
    await expect(connected(again)).rejects.toMatchObject({
      message: 'You were removed from this game',
      data: { code: 'REMOVED_FROM_GAME' },
    });
  });

  it('start: every socket of the game gets game:updated', async () => {
    const { code, token } = await createPaidGame(t);
    const p = await joinAs(t, code, 'P');
    const host = recordEvents(open({ gameCode: code, hostToken: token }));
    const player = recordEvents(open({ gameCode: code, deviceToken: p.token }));
    await host.waitFor('lobby:snapshot');
    await player.waitFor('lobby:snapshot');
    expect((await t.request({ method: 'POST', url: `/api/game/${code}/start`, token })).statusCode).toBe(200);
    for (const rec of [host, player]) {
      expect(await rec.waitFor('game:updated')).toMatchObject({
        gameCode: code,
        phase: 'playing',
        playerCount: 1,
      });
    }
  });

  it('a game’s events stay in that game', async () => {
    const a = await createPaidGame(t);
    const b = await createPaidGame(t);
    const hostA = recordEvents(open({ gameCode: a.code, hostToken: a.token }));
    await hostA.waitFor('lobby:snapshot');
    await joinAs(t, b.code, 'Elsewhere');
    await joinAs(t, a.code, 'Here');
    expect((await hostA.waitFor('player:joined')).name).toBe('Here');
    expect(hostA.names()).toEqual(['lobby:snapshot', 'player:joined']);
  });

  it('refuses bad tokens, other hosts’ games, strangers and unknown codes at the handshake', async () => {
    const { code, token } = await createPaidGame(t);
    const other = await registerHost(t);
    const stranger = await createDevice(t);
    const elsewhere = await createPaidGame(t);
    const member = await joinAs(t, elsewhere.code, 'Member');
    const cases: [Parameters<typeof openSocket>[1], string][] = [
      [{ gameCode: code, hostToken: 'not-a-jwt' }, 'Your session has expired. Please log in again.'],
      [{ gameCode: code, hostToken: other.accessToken }, 'Game not found'],
      [{ gameCode: code, deviceToken: 'unknown' }, 'Your player session has expired. Join again.'],
      [{ gameCode: code, deviceToken: stranger.token }, "You haven't joined this game yet"],
      [{ gameCode: code, deviceToken: member.token }, "You haven't joined this game yet"],
      [{ gameCode: 'ZZZZZ9', deviceToken: member.token }, 'Invalid room code. Please try again.'],
      [{ gameCode: code }, 'Sign in or join the game first'],
    ];
    for (const [auth, message] of cases) {
      await expect(connected(open(auth))).rejects.toThrow(message);
    }
    await expect(connected(open({ gameCode: code, hostToken: token }))).resolves.toBeUndefined();
  });

  it('refuses with the words of the same request over HTTP (one policy for both)', async () => {
    const { code, token } = await createPaidGame(t);
    const other = await registerHost(t);
    const stranger = await createDevice(t);
    const removed = await joinAs(t, code, 'Gone');
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/game/${code}/players/${removed.membership.player.id}`,
      token,
    });
    expect(removal.statusCode).toBe(204);
    // The host's screens read /host, a player's read /board: each refusal there is the handshake's too.
    const hostCases = ['not-a-jwt', other.accessToken];
    const playerCases: [string, string][] = [
      [code, 'unknown'],
      [code, stranger.token],
      [code, removed.token],
      ['ZZZZZ9', stranger.token],
    ];
    for (const hostToken of hostCases) {
      const res = await t.request({ method: 'GET', url: `/api/game/${code}/host`, token: hostToken });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const { message } = res.json() as { message: string };
      await expect(connected(open({ gameCode: code, hostToken }))).rejects.toMatchObject({ message });
    }
    for (const [gameCode, deviceToken] of playerCases) {
      const res = await t.request({
        method: 'GET',
        url: `/api/game/${gameCode}/board`,
        headers: { 'x-device-token': deviceToken },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const { message } = res.json() as { message: string };
      await expect(connected(open({ gameCode, deviceToken }))).rejects.toMatchObject({ message });
    }
  });

  it('a reconnecting player gets a fresh snapshot, and is still one player', async () => {
    const { code, token } = await createPaidGame(t);
    const p = await joinAs(t, code, 'Phone');
    const socket = open({ gameCode: code, deviceToken: p.token }, true);
    const rec = recordEvents(socket);
    await rec.waitFor('lobby:snapshot');
    await joinAs(t, code, 'Meanwhile');
    await rec.waitFor('player:joined');
    // Drop the transport (like a lost network); the client reconnects by itself.
    socket.io.engine.close();
    const second: TLobbySnapshot = await rec.waitFor('lobby:snapshot', 2);
    expect(second.players.map((x) => x.name)).toEqual(['Phone', 'Meanwhile']);
    // The page reloads: the same device joins again and opens a new socket.
    await joinRequest(t, code, p.token, 'Phone');
    const reloaded = recordEvents(open({ gameCode: code, deviceToken: p.token }));
    expect((await reloaded.waitFor('lobby:snapshot')).players.map((x) => x.name)).toEqual([
      'Phone',
      'Meanwhile',
    ]);
    const queue = await t.request({ method: 'GET', url: `/api/game/${code}/players`, token });
    expect(queue.json()).toHaveLength(2);
  });
});
