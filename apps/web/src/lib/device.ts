import { markReturningBrowser } from './returning-browser';
import { read, STORAGE_KEYS, write } from './storage';

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, so phones on a plain-http LAN address fall back. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's device id: made once and kept in localStorage `deviceId`. */
export function getDeviceId(): string {
  const stored = read(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  const id = newUuid();
  write(STORAGE_KEYS.deviceId, id);
  markReturningBrowser();
  return id;
}

/**
 * Whether this browser had no device id when the app started and has joined no game since: then the server knows
 * no player of this device, and a join link can go straight to the name step instead of asking the server first
 * (a round trip on a phone's network for a known answer).
 */
let fresh = read(STORAGE_KEYS.deviceId) === null;
export const isFreshDevice = () => fresh;
/** This device is a player of some game now (it joined, or continued a player from another phone). */
export const markDeviceJoined = () => {
  fresh = false;
};

export const getDeviceToken = () => read(STORAGE_KEYS.deviceToken);
export const storeDeviceToken = (token: string | null) => write(STORAGE_KEYS.deviceToken, token);

/** Headers of a player call: the device token, never the host's bearer header. */
export function playerHeaders(): Record<string, string> {
  const token = getDeviceToken();
  return token ? { 'x-device-token': token } : {};
}
