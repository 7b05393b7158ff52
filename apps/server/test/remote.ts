import { ApiClient, completeSetup, type ApiAnswer, type JoinedPlayer } from '@picture-bingo/testkit';
import { verifyThroughMail } from './mail';

/**
 * The HTTP API of a server running as its own process (the fault and multi-process tests): the shared client
 * (@picture-bingo/testkit) over fetch, called with the server's base URL first.
 */

export interface CallInit {
  token?: string;
  deviceToken?: string;
  headers?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** Abort after this long (a hung request fails the test instead of hanging it). */
  timeoutMs?: number;
}

// Its hosts verify their address through the mail the server sent (paying needs it).
export const client = (base: string, timeoutMs = 30_000) =>
  ApiClient.at(base, timeoutMs, { verifyHost: verifyThroughMail });

export function rawCall(base: string, method: string, url: string, init: CallInit = {}): Promise<ApiAnswer> {
  const { body, timeoutMs, ...rest } = init;
  return client(base, timeoutMs).raw(method, url, { ...rest, json: body });
}

export function call<T>(base: string, method: string, url: string, init: CallInit = {}): Promise<T> {
  const { body, timeoutMs, ...rest } = init;
  return client(base, timeoutMs).call<T>(method, url, { ...rest, json: body });
}

/** A new host with a paid, live game (local test-mode checkout). */
export const createPaidGame = (base: string, setup: object = completeSetup) => client(base).paidGame(setup);

export type RemotePlayer = JoinedPlayer;

/** A new device joined to the game. */
export const joinAs = (base: string, code: string, name: string) => client(base).joinAs(code, name);

/** A paid game with these players, started. */
export const createStartedGame = (base: string, setup: object, names: string[]) =>
  client(base).startedGame(setup, names);

/** PUT a photo into a cell; returns the raw answer (the caller decides what counts). */
export const putPhoto = (base: string, code: string, deviceToken: string, idx: number, jpeg: Buffer) =>
  client(base, 60_000).putPhoto(code, deviceToken, idx, jpeg);

export const uploadPhoto = (base: string, code: string, deviceToken: string, idx: number, jpeg: Buffer) =>
  client(base, 60_000).uploadPhoto(code, deviceToken, idx, jpeg);

export const getBoard = (base: string, code: string, deviceToken: string) =>
  client(base).getBoard(code, deviceToken);
export const getGallery = (base: string, code: string, token: string) =>
  client(base).getGallery(code, { token });
export const getProgress = (base: string, code: string, token: string) =>
  client(base).getProgress(code, token);
