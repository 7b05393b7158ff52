/** Short buzzes for moments a player should feel (the phone may be in a pocket or face down on a table). */
export const BUZZ = {
  /** The host started the game. */
  start: [120, 60, 120],
  /** The host rejected one of your photos. */
  rejected: [200],
  /** The winner is announced. */
  winner: [100, 50, 100, 50, 300],
} as const satisfies Record<string, readonly number[]>;

/**
 * Vibrates the phone where the browser can (Android; iPhones and computers have no `navigator.vibrate`). A
 * browser may also refuse before the player has touched the page: nothing else depends on it.
 */
export function vibrate(pattern: readonly number[]): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
      navigator.vibrate([...pattern]);
  } catch {
    // A refused vibration is no error.
  }
}
