import { randomUUID } from 'node:crypto';
import type {
  TAuthResponse,
  TBoard,
  TCell,
  TGallery,
  TGame,
  TInitiatePaymentResponse,
  TMembership,
  TPlayerSession,
  TProgress,
} from '@picture-bingo/shared';
import { completeSetup } from './factories';
import { multipartBody, multipartHeaders } from './images';
import { PASSWORD, uniqueEmail } from './test-app';

/** The HTTP API of a server running as its own process (the fault tests), as the web app calls it. */

export interface CallInit {
  token?: string;
  deviceToken?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Abort after this long (a hung request fails the test instead of hanging it). */
  timeoutMs?: number;
}

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
  }
}

export async function rawCall(base: string, method: string, url: string, init: CallInit = {}) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.deviceToken ? { 'x-device-token': init.deviceToken } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
  });
}

export async function call<T>(base: string, method: string, url: string, init: CallInit = {}): Promise<T> {
  const res = await rawCall(base, method, url, init);
  const text = await res.text();
  if (!res.ok) throw new HttpError(`${method} ${url}: ${res.status} ${text}`, res.status, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface RemoteHost {
  token: string;
  code: string;
  game: TGame;
}

/** A new host with a paid, live game (local test-mode checkout). */
export async function createPaidGame(base: string, setup: object = completeSetup): Promise<RemoteHost> {
  const auth = await call<TAuthResponse>(base, 'POST', '/api/auth/register', {
    body: { email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD },
  });
  const token = auth.accessToken;
  const game = await call<TGame>(base, 'POST', '/api/game', { token, body: setup });
  const checkout = await call<TInitiatePaymentResponse>(base, 'POST', '/api/payment/initiate', {
    token,
    body: { amount: 20, gameCount: 1, gameCode: game.gameCode },
  });
  const paid = await fetch(`${base}/checkout/${checkout.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242' }).toString(),
    redirect: 'manual',
  });
  await paid.arrayBuffer();
  if (paid.status !== 303) throw new Error(`local checkout answered ${paid.status}`);
  return { token, code: game.gameCode, game };
}

export interface RemotePlayer {
  name: string;
  token: string;
  id: string;
  membership: TMembership;
}

/** A new device joined to the game. */
export async function joinAs(base: string, code: string, name: string): Promise<RemotePlayer> {
  const session = await call<TPlayerSession>(base, 'POST', '/api/player/session', {
    headers: { 'x-device-id': randomUUID() },
  });
  const membership = await call<TMembership>(base, 'POST', `/api/game/${code}/join`, {
    deviceToken: session.token,
    body: { name },
  });
  return { name, token: session.token, id: membership.player.id, membership };
}

/** A paid game with these players, started. */
export async function createStartedGame(base: string, setup: object, names: string[]) {
  const host = await createPaidGame(base, setup);
  const players: RemotePlayer[] = [];
  for (const name of names) players.push(await joinAs(base, host.code, name));
  await call<TGame>(base, 'POST', `/api/game/${host.code}/start`, { token: host.token });
  return { ...host, players };
}

/** PUT a photo into a cell; returns the raw response (the caller decides what counts). */
export function putPhoto(base: string, code: string, deviceToken: string, idx: number, jpeg: Buffer) {
  return fetch(`${base}/api/game/${code}/board/cells/${idx}/image`, {
    method: 'PUT',
    headers: { ...multipartHeaders, 'x-device-token': deviceToken },
    body: multipartBody(jpeg),
    signal: AbortSignal.timeout(60_000),
  });
}

export async function uploadPhoto(
  base: string,
  code: string,
  deviceToken: string,
  idx: number,
  jpeg: Buffer,
) {
  const res = await putPhoto(base, code, deviceToken, idx, jpeg);
  const text = await res.text();
  if (res.status !== 200)
    throw new HttpError(`upload of cell ${idx}: ${res.status} ${text}`, res.status, text);
  return JSON.parse(text) as TCell;
}

export const getBoard = (base: string, code: string, deviceToken: string) =>
  call<TBoard>(base, 'GET', `/api/game/${code}/board`, { deviceToken });
export const getGallery = (base: string, code: string, token: string) =>
  call<TGallery>(base, 'GET', `/api/game/${code}/gallery`, { token });
export const getProgress = (base: string, code: string, token: string) =>
  call<TProgress>(base, 'GET', `/api/game/${code}/progress`, { token });

/** The photo cells (all but the free centre) of a board of this size. */
export const photoCells = (boardSize: number) =>
  Array.from({ length: boardSize * boardSize }, (_, i) => i).filter(
    (i) => i !== Math.floor((boardSize * boardSize) / 2),
  );

/** A 5x5 setup (24 labels), photo review off. */
export const setup5x5 = {
  ...completeSetup,
  boardSize: 5,
  words: Array.from({ length: 24 }, (_, i) => `Thing number ${i + 1}`),
  photoReview: false,
};
