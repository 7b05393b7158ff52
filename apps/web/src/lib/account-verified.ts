import { read, STORAGE_KEYS, write } from './storage';

/** Tabs of this app on this browser hear each other here (the verification page tells the host's other tabs). */
const CHANNEL = 'picture-bingo-account';
const VERIFIED = 'email-verified';

/** A same-app path only: "//evil.example" would be another origin. */
const isAppPath = (path: string | null): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/** Remembers the page the host was on when paying waited for a verified address. */
export function rememberVerifyReturn(path: string): void {
  if (isAppPath(path) && !path.startsWith('/verify-email') && !path.startsWith('/outbox')) {
    write(STORAGE_KEYS.verifyReturnTo, path);
  }
}

/** The remembered page, if any (kept until the address is verified, so a reload still finds it). */
export function verifyReturnPath(): string | null {
  const path = read(STORAGE_KEYS.verifyReturnTo);
  return isAppPath(path) ? path : null;
}

export const forgetVerifyReturn = () => write(STORAGE_KEYS.verifyReturnTo, null);

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** Tells this browser's other tabs that the account's address is now verified. */
export function announceVerified(): void {
  const c = channel();
  c?.postMessage(VERIFIED);
  c?.close();
}

/** Calls `onVerified` when another tab verifies the address; returns the unsubscribe. */
export function onVerifiedElsewhere(onVerified: () => void): () => void {
  const c = channel();
  if (!c) return () => undefined;
  c.onmessage = (event: MessageEvent) => {
    if (event.data === VERIFIED) onVerified();
  };
  return () => c.close();
}
