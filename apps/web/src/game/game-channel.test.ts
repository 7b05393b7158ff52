import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionFailures, managers, sockets } from '@/testing/fake-socket';
import { lobbyGame, queuePlayer } from '@/testing/game-fixtures';
import { openGameChannelAhead, useGameChannel, warmGameChannel } from './game-channel';
import { getAccessToken, STORAGE_KEYS, storeTokens } from '@/lib/storage';
import fr from '@/catalogues/errors/fr.js';
import { chooseLocale } from '@/lib/i18n/messages';
import { ERRORS } from '@picture-bingo/shared';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).fakeSocketIo);
afterEach(() => {
  sockets.length = 0;
  managers.length = 0;
});

const game = lobbyGame();
const player = queuePlayer;
const [ann, bob, cat, dan] = [
  player('p1', 'Ann'),
  player('p2', 'Bob'),
  player('p3', 'Cat'),
  player('p4', 'Dan'),
];

async function openLobby(onReconnected = vi.fn()) {
  localStorage.setItem(STORAGE_KEYS.deviceToken, 'device-1');
  const hook = renderHook(() => useGameChannel('AB12CD', 'player', { onReconnected }));
  await waitFor(() => expect(sockets).toHaveLength(1));
  return { ...hook, socket: sockets[0], onReconnected };
}

describe('useGameChannel against a fake socket', () => {
  it('on reconnect, sends the current credentials and replaces what it knew with the new snapshot', async () => {
    const { result, socket, onReconnected } = await openLobby();
    await socket.accept();
    expect(result.current.connection).toBe('connected');
    expect(socket.auths).toEqual([{ gameCode: 'AB12CD', deviceToken: 'device-1' }]);
    socket.serverEmit('lobby:snapshot', { game, players: [ann, bob] });
    socket.serverEmit('player:joined', cat);
    expect(result.current.players).toEqual([ann, bob, cat]);
    expect(onReconnected).not.toHaveBeenCalled();

    // The connection drops; what was known stays on screen meanwhile.
    socket.drop('transport close');
    expect(result.current.connection).toBe('reconnecting');
    expect(result.current.players).toEqual([ann, bob, cat]);

    // While offline: Ann was removed, Dan joined, the game started, and this device's token changed.
    localStorage.setItem(STORAGE_KEYS.deviceToken, 'device-2');
    await socket.accept();
    expect(socket.auths.at(-1)).toEqual({ gameCode: 'AB12CD', deviceToken: 'device-2' });
    expect(result.current.connection).toBe('connected');
    // The screens are told to fetch again what the deltas they missed changed…
    expect(onReconnected).toHaveBeenCalledTimes(1);
    // …and the server's snapshot replaces the lobby, missed changes included (not merged into the old list).
    const playing = { ...game, phase: 'playing' as const };
    socket.serverEmit('lobby:snapshot', { game: playing, players: [bob, cat, dan] });
    expect(result.current.players).toEqual([bob, cat, dan]);
    expect(result.current.game).toEqual(playing);
  });

  it("a phone's lobby: joins within the window are listed, the count alone past it", async () => {
    const { result, socket } = await openLobby();
    await socket.accept();
    socket.serverEmit('lobby:snapshot', { game, players: [ann, bob], playerCount: 2 });
    socket.serverEmit('players:joined', [cat]);
    expect(result.current.players).toEqual([ann, bob, cat]);
    expect(result.current.playerCount).toBe(3);
    socket.serverEmit('players:counted', { playerCount: 240 });
    expect(result.current.players).toEqual([ann, bob, cat]);
    expect(result.current.playerCount).toBe(240);
    // A reconnect starts from the snapshot again, count included.
    socket.drop('transport close');
    await socket.accept();
    socket.serverEmit('lobby:snapshot', { game, players: [cat, dan], playerCount: 238 });
    expect(result.current.players).toEqual([cat, dan]);
    expect(result.current.playerCount).toBe(238);
  });

  it('does not reconnect after the server ended the socket on purpose', async () => {
    const { result, socket, onReconnected } = await openLobby();
    await socket.accept();
    socket.drop('io server disconnect');
    expect(result.current.connection).toBe('refused');
    expect(result.current.refusal).toBe('Your player session has ended. Join the game again.');
    expect(onReconnected).not.toHaveBeenCalled();
  });

  it('a refused handshake is decided by its code: a move and a removal end the game on this device', async () => {
    const { result, socket } = await openLobby();
    const refuse = (error: Error) => {
      socket.active = false;
      socket.serverEmit('connect_error', error);
    };
    // The words of a removal without its code decide nothing.
    refuse(new Error('You were removed from this game'));
    expect(result.current.connection).toBe('refused');
    expect(result.current.removedCode).toBeNull();
    refuse(Object.assign(new Error('Moved, in other words'), { data: { code: 'MOVED_TO_ANOTHER_DEVICE' } }));
    expect(result.current.removedCode).toBe('MOVED_TO_ANOTHER_DEVICE');
    expect(result.current.refusal).toBe('You are playing this game on another device now');
  });

  it('words a refusal in the language shown now, also one chosen after it came', async () => {
    const { result, socket } = await openLobby();
    socket.active = false;
    act(() => {
      socket.serverEmit(
        'connect_error',
        Object.assign(new Error('This game has ended'), { data: { code: 'GAME_ENDED' } }),
      );
    });
    await waitFor(() => expect(result.current.refusal).toBe(ERRORS.GAME_ENDED.message));
    await act(() => chooseLocale('fr'));
    await waitFor(() => expect(result.current.refusal).toBe(fr.GAME_ENDED()));
    await act(() => chooseLocale('en'));
    await waitFor(() => expect(result.current.refusal).toBe(ERRORS.GAME_ENDED.message));
  });

  it('you:removed and you:moved carry the code the screens decide by', async () => {
    const { result, socket } = await openLobby();
    await socket.accept();
    socket.serverEmit('you:removed', { message: 'reworded', code: 'REMOVED_FROM_GAME' });
    expect(result.current.removedCode).toBe('REMOVED_FROM_GAME');
    socket.serverEmit('you:moved', { message: 'reworded', code: 'MOVED_TO_ANOTHER_DEVICE' });
    expect(result.current.removedCode).toBe('MOVED_TO_ANOTHER_DEVICE');
  });

  it('closes the socket when the screen closes', async () => {
    const { socket, unmount } = await openLobby();
    await socket.accept();
    unmount();
    expect(socket.active).toBe(false);
    expect(socket.connected).toBe(false);
  });
});

/** An access token as the server signs it, as far as the client reads it: a JWT whose payload has `exp`. */
const accessToken = (expiresInS: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInS }))}.s`;

describe('useGameChannel for a host', () => {
  it('refreshes an expired access token before reconnecting, and sends the new one in the handshake', async () => {
    // The refresh endpoint, on a real local HTTP server.
    const refreshed: unknown[] = [];
    const fresh = accessToken(900);
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        refreshed.push([req.url, JSON.parse(body)]);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ accessToken: fresh, refreshToken: 'refresh-2' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));
    try {
      const first = accessToken(600);
      storeTokens({ accessToken: first, refreshToken: 'refresh-1' });
      const { result } = renderHook(() => useGameChannel('AB12CD', 'host'));
      await waitFor(() => expect(sockets).toHaveLength(1));
      const [socket] = sockets;
      await socket.accept();
      expect(socket.auths).toEqual([{ gameCode: 'AB12CD', hostToken: first }]);
      expect(refreshed).toEqual([]);

      // The token expires; the server closes the socket and socket.io-client reconnects by itself.
      const expired = accessToken(-1);
      storeTokens({ accessToken: expired, refreshToken: 'refresh-1' });
      socket.drop('transport close');
      await socket.accept();
      expect(refreshed).toEqual([['/api/auth/refresh', { refreshToken: 'refresh-1' }]]);
      expect(socket.auths.at(-1)).toEqual({ gameCode: 'AB12CD', hostToken: fresh });
      expect(getAccessToken()).toBe(fresh);
      expect(result.current.connection).toBe('connected');
    } finally {
      vi.unstubAllGlobals();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** The page going out of view and back (the phone locked, another app, another tab). */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useGameChannel when the page comes back into view', () => {
  afterEach(() => setVisibility('visible'));

  it('has a live screen refetch at once (events may have been missed while the phone froze the page)', async () => {
    const { socket, onReconnected } = await openLobby();
    await socket.accept();
    setVisibility('hidden');
    expect(onReconnected).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('connects a dropped socket again at once, without waiting for the back-off', async () => {
    const { socket, onReconnected } = await openLobby();
    await socket.accept();
    socket.drop('transport close');
    const connect = vi.spyOn(socket, 'connect');
    setVisibility('hidden');
    setVisibility('visible');
    expect(connect).toHaveBeenCalledTimes(1);
    await socket.accept();
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('leaves a socket the server ended on purpose alone', async () => {
    const { socket } = await openLobby();
    await socket.accept();
    socket.drop('io server disconnect');
    const connect = vi.spyOn(socket, 'connect');
    setVisibility('hidden');
    setVisibility('visible');
    expect(connect).not.toHaveBeenCalled();
  });
});

describe('a connection opened ahead', () => {
  it('is the one the next channel uses; a channel without one opens its own', async () => {
    localStorage.setItem(STORAGE_KEYS.deviceToken, 'device-token');
    warmGameChannel();
    warmGameChannel();
    await waitFor(() => expect(managers).toHaveLength(1));
    expect(managers[0]).toMatchObject({
      uri: window.location.origin,
      options: { transports: ['websocket', 'polling'], tryAllTransports: true },
      channels: [],
    });
    const first = renderHook(() => useGameChannel('ABC123', 'player'));
    await waitFor(() => expect(managers[0].channels).toEqual(['/']));
    expect(managers).toHaveLength(1);
    await sockets[0].accept();
    expect(sockets[0].auths[0]).toMatchObject({ gameCode: 'ABC123', deviceToken: 'device-token' });
    first.unmount();

    renderHook(() => useGameChannel('ABC123', 'player'));
    await waitFor(() => expect(managers).toHaveLength(2));
    expect(managers[1].channels).toEqual(['/']);
    expect(managers[0].closed).toBe(false);
    localStorage.clear();
  });

  it('one that failed to open does not keep the next channel from opening its own', async () => {
    connectionFailures.next = 1;
    warmGameChannel();
    renderHook(() => useGameChannel('ABC123', 'player'));
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(managers).toHaveLength(1);
    expect(managers[0].channels).toEqual(['/']);
  });

  it('asked for again while open, stays open 15 s after the last time, as one connection', async () => {
    vi.useFakeTimers();
    try {
      warmGameChannel();
      await vi.waitFor(() => expect(managers).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(10_000);
      warmGameChannel();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(managers).toHaveLength(1);
      expect(managers[0].closed).toBe(false);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(managers[0]).toMatchObject({ channels: [], closed: true });
      // Closed, the next one asked for is a new connection.
      warmGameChannel();
      await vi.waitFor(() => expect(managers).toHaveLength(2));
      await vi.advanceTimersByTimeAsync(15_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes when no screen takes it', async () => {
    vi.useFakeTimers();
    try {
      warmGameChannel();
      await vi.waitFor(() => expect(managers).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(15_000);
      expect(managers[0]).toMatchObject({ channels: [], closed: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a channel asked for ahead of its screen', () => {
  it('the screen takes it with what it heard meanwhile, in order', async () => {
    localStorage.setItem(STORAGE_KEYS.deviceToken, 'device-token');
    warmGameChannel();
    openGameChannelAhead('abc123');
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0];
    // The server answers before the lobby has rendered.
    await socket.accept();
    socket.serverEmit('lobby:snapshot', { game, players: [ann, bob] });
    socket.serverEmit('players:joined', [cat]);

    const { result } = renderHook(() => useGameChannel('ABC123', 'player'));
    await waitFor(() => expect(result.current.connection).toBe('connected'));
    expect(result.current.players).toEqual([ann, bob, cat]);
    // One connection, one channel: the one opened ahead.
    expect(managers).toHaveLength(1);
    expect(sockets).toHaveLength(1);
    expect(socket.auths[0]).toMatchObject({ gameCode: 'abc123', deviceToken: 'device-token' });
    // And it goes on listening as its own.
    socket.serverEmit('players:joined', [dan]);
    expect(result.current.players).toEqual([ann, bob, cat, dan]);
    localStorage.clear();
  });

  it('another screen (a host, another game) opens its own; one never taken is closed', async () => {
    vi.useFakeTimers();
    try {
      openGameChannelAhead('ABC123');
      await vi.waitFor(() => expect(sockets).toHaveLength(1));
      renderHook(() => useGameChannel('XYZ789', 'player'));
      await vi.waitFor(() => expect(sockets).toHaveLength(2));
      expect(sockets[0].active).toBe(true);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(sockets[0].active).toBe(false);
      expect(sockets[1].active).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
