import type { Manager } from 'socket.io-client';

/**
 * The live channel's connection, opened ahead of its screen (apps/web/src/lib/game-channel.ts takes it). Apart
 * from the channel so that the name step can open it without the channel's code (the name step's budget,
 * bench/web/routes.ts).
 */

/**
 * The connection's options. Straight on WebSocket (one handshake instead of long-polling's handshake, connect and
 * upgrade round trips on a phone's network); a network that blocks WebSocket falls back to long-polling.
 */
const CONNECTION = { path: '/socket.io', transports: ['websocket', 'polling'], tryAllTransports: true };

/** How long a connection opened ahead waits for its screen before it is closed. */
const WARM_MS = 15_000;

let warm: { manager: Promise<Manager>; expiry: ReturnType<typeof setTimeout> } | null = null;

const socketClient = () => import('socket.io-client');

const newManager = () =>
  socketClient().then(({ Manager }) => new Manager(window.location.origin, CONNECTION));

/**
 * Loads and runs the socket client's code now (a screen before a live one: the name step, while the name is
 * typed), so that opening the connection later costs no script work on a slow phone.
 */
export function loadSocketClient(): void {
  void socketClient().catch(() => undefined);
}

/**
 * Opens the connection a game screen is about to use (a guest's name sent: the lobby comes next), so its
 * handshakes (the socket client's code, TCP, the WebSocket upgrade) run while the join is answered and the next
 * screen renders. Only the connection: the game's channel is asked for, with its credentials, by the screen
 * (useGameChannel), on this connection. Unused, it closes after WARM_MS.
 */
export function warmGameChannel(): void {
  if (warm) return;
  const manager = newManager();
  const expiry = setTimeout(() => {
    warm = null;
    void manager.then((m) => m._close());
  }, WARM_MS);
  warm = { manager, expiry };
}

/** The connection opened ahead, if any (the next channel takes it), else a new one. */
export function takeConnection(): Promise<Manager> {
  if (!warm) return newManager();
  const { manager, expiry } = warm;
  clearTimeout(expiry);
  warm = null;
  return manager;
}
