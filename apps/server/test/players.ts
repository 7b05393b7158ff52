import type { ClientToServerEvents, ServerToClientEvents, TSocketAuth } from '@picture-bingo/shared';
import { io, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import { apiOf, type TestApp } from './test-app';

/** A host with a paid, live game in its lobby. */
export const createPaidGame = (t: TestApp, setup?: object) => apiOf(t).paidGame(setup);

/** A new device's anonymous player session. */
export const createDevice = (t: TestApp, deviceId?: string) => apiOf(t).newSession(deviceId);

export function joinRequest(t: TestApp, code: string, deviceToken: string, name: string) {
  return t.request({
    method: 'POST',
    url: `/api/game/${code}/join`,
    headers: { 'x-device-token': deviceToken },
    payload: { name },
  });
}

/** GET /game/:code/me as this device (its membership). */
export const getMe = (t: TestApp, code: string, deviceToken: string) =>
  t.request({ method: 'GET', url: `/api/game/${code}/me`, headers: { 'x-device-token': deviceToken } });

/** GET /game/:code/board as this device (its own card). */
export const getBoard = (t: TestApp, code: string, deviceToken: string) =>
  t.request({ method: 'GET', url: `/api/game/${code}/board`, headers: { 'x-device-token': deviceToken } });

/** A new device joined to the game under this name. */
export const joinAs = (t: TestApp, code: string, name: string) => apiOf(t).joinAs(code, name);

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io client to a listening server; it does not reconnect by itself unless asked. */
export function openSocket(baseUrl: string, auth: TSocketAuth, reconnection = false): ClientSocket {
  return io(baseUrl, { path: '/socket.io', auth, transports: ['websocket'], reconnection, forceNew: true });
}

/**
 * Sockets to one listening server, disconnected after each test: `open` connects one, `listen` also records its
 * events and waits for the first snapshot (so what follows is a delta it will hear).
 */
export function socketPool(baseUrl: string) {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  const open = (auth: TSocketAuth) => {
    const socket = openSocket(baseUrl, auth);
    sockets.push(socket);
    return socket;
  };
  const listen = async (auth: TSocketAuth) => {
    const socket = open(auth);
    const rec = recordEvents(socket);
    await connected(socket);
    await rec.waitFor('lobby:snapshot');
    return rec;
  };
  return { open, listen };
}

type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/**
 * Every event a socket receives, in order, with a way to wait for the next one of a kind. Batched frames are
 * unpacked as the web client does (game/game-channel.ts): each update of a `cells:updated` frame is recorded as a
 * `cell:updated`, each player of a `players:joined` frame as a `player:joined`; `frames` keeps the frames as sent.
 */
export function recordEvents(socket: ClientSocket) {
  const events: { event: string; payload: unknown }[] = [];
  const frames: { event: string; payload: unknown[] }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    const single =
      event === 'cells:updated' ? 'cell:updated' : event === 'players:joined' ? 'player:joined' : null;
    if (single === null) return events.push({ event, payload });
    frames.push({ event, payload: payload as unknown[] });
    for (const item of payload as unknown[]) events.push({ event: single, payload: item });
  });
  return {
    events,
    frames,
    names: () => events.map((e) => e.event),
    /**
     * Resolves with the `nth` (1-based) payload of this event, waiting for it if needed: by default up to half a
     * server test's 20 s timeout (an event a quiet machine delivers in milliseconds took over 5 s beside other
     * suites), so a missing event still fails with its own message.
     */
    waitFor<E extends keyof ServerToClientEvents>(
      event: E,
      nth = 1,
      timeoutMs = 10_000,
      /** Only payloads for which this holds count (a batched join may repeat a player the snapshot holds). */
      where: (payload: EventArgs<E>) => boolean = () => true,
    ): Promise<EventArgs<E>> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.filter((e) => e.event === event && where(e.payload as EventArgs<E>));
          if (found.length >= nth) {
            clearTimeout(timer);
            socket.offAny(check);
            resolve(found[nth - 1].payload as EventArgs<E>);
          }
        };
        const timer = setTimeout(() => {
          socket.offAny(check);
          reject(
            new Error(`timed out waiting for ${event} #${nth}; got ${events.map((e) => e.event).join(', ')}`),
          );
        }, timeoutMs);
        socket.onAny(check);
        check();
      });
    },
  };
}

/**
 * Resolves when the socket connects, or rejects with the handshake's refusal message (or "closed before
 * connecting" when the server closed the connection instead, as it does for a packet over its ceiling).
 */
export function connected(socket: ClientSocket, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out connecting')), timeoutMs);
    const closed = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(`closed before connecting (${reason})`));
    };
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('disconnect', closed);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      socket.off('disconnect', closed);
      reject(error);
    });
    socket.once('disconnect', closed);
  });
}

/** Resolves when the socket is disconnected (with the reason). */
export function disconnected(socket: ClientSocket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected && !socket.active) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error('timed out waiting for disconnect')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
