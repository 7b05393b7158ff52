/**
 * Tells the server this browser has been here before (it has a device id, or a host signed in on it), in a cookie
 * that holds nothing else: its join pages then come as built, without the screen the server prerenders for a
 * browser new to the app (apps/server/src/static.ts). That screen is the name step, which such a browser may
 * skip (its player is in the game already, or it is the game's host), so it would only flash.
 */
export function markReturningBrowser(): void {
  try {
    if (/(?:^|;\s*)pb_known=1(?:;|$)/.test(document.cookie)) return;
    document.cookie = 'pb_known=1; Path=/; Max-Age=31536000; SameSite=Lax';
  } catch {
    // Cookies blocked: the prerendered screen shows, and the app renders over it.
  }
}
