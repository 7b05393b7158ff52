import { markReturningBrowser } from './returning-browser';

/**
 * The browser-storage keys of the spec (section 3). Access is guarded because storage can be unavailable
 * (privacy modes, blocked cookies); the app then simply behaves as signed out.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  /** The signed-in user, stored as JSON text. */
  user: 'user',
  /** The name the host last played under (spec: stored locally as playerName). */
  playerName: 'playerName',
  /** This browser's device id (a UUID made once), the identity of its player sessions. */
  deviceId: 'deviceId',
  /** The current player session's device token (sent as `x-device-token`). */
  deviceToken: 'deviceToken',
  /** The camera the QR scanner used last, tried first next time. */
  scannerCameraId: 'scannerCameraId',
  /** The host page to return to once the e-mail address is verified (the link may open in another tab). */
  verifyReturnTo: 'verifyReturnTo',
  /** The language this device's guest picked in the switcher (lib/i18n). */
  language: 'language',
  /** The laptop server's outbox key, from the link it printed at its start (`/outbox#key=…`). */
  outboxKey: 'outboxKey',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage is full or blocked: the session then lasts only as long as this page.
  }
}

export const getAccessToken = () => read(STORAGE_KEYS.accessToken);
export const getRefreshToken = () => read(STORAGE_KEYS.refreshToken);
export const getStoredUserText = () => read(STORAGE_KEYS.user);
export const getStoredPlayerName = () => read(STORAGE_KEYS.playerName);
export const storePlayerName = (name: string) => write(STORAGE_KEYS.playerName, name);

export function storeTokens(tokens: { accessToken: string; refreshToken: string }): void {
  write(STORAGE_KEYS.accessToken, tokens.accessToken);
  write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function storeSession(session: { accessToken: string; refreshToken: string; user: unknown }): void {
  storeTokens(session);
  write(STORAGE_KEYS.user, JSON.stringify(session.user));
  markReturningBrowser();
}

/** Removes the access token, refresh token and user. */
export function clearSession(): void {
  write(STORAGE_KEYS.accessToken, null);
  write(STORAGE_KEYS.refreshToken, null);
  write(STORAGE_KEYS.user, null);
}
