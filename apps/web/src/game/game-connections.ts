import { roomCodeKey, type ClientToServerEvents, type ServerToClientEvents } from '@picture-bingo/shared';
import type { Manager, Socket } from 'socket.io-client';
import { channelAuth, type ChannelTarget } from './channel-auth';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The connection's options. Straight on WebSocket (one handshake instead of long-polling's handshake, connect and
 * upgrade round trips on a phone's network); a network that blocks WebSocket falls back to long-polling. An attempt
 * that hears nothing (a Wi-Fi with no way out drops packets rather than refusing them) is given up after 8 s, not
 * the client's default 20 s, so a phone whose network returns is current within seconds: a phone's handshake takes
 * a second or two at worst.
 */
const CONNECTION = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  timeout: 8_000,
};

/** How long a connection opened ahead waits for its screen, after the last time it was asked for, before it closes. */
const WARM_MS = 15_000;

/** How long a channel opened ahead waits for its screen before it is closed. */
const AHEAD_MS = 15_000;

/**
 * The socket client's code, loaded and run (not connected): the name step asks for it while the name is typed, so
 * sending the name opens the connection at once instead of after the module has been compiled and run.
 */
export const loadSocketClient = () => import('socket.io-client');

// Options of its own for each connection: socket.io-client keeps and amends the object it is given.
const newManager = () =>
  loadSocketClient().then(({ Manager }) => new Manager(window.location.origin, { ...CONNECTION }));

/** A channel asked for ahead of its screen: its socket, and every event it heard meanwhile, in order. */
export interface ChannelAhead {
  socket: Promise<GameSocket>;
  heard: Array<[string, unknown[]]>;
}

const channelKey = ({ code, role, watch }: Pick<ChannelTarget, 'code' | 'role' | 'watch'>) =>
  `${roomCodeKey(code)}:${role}:${watch}`;

/**
 * What is opened ahead of a game screen, for it to take: at most one connection (a socket.io-client Manager) and at
 * most one game channel on it. Whatever is not taken in time is closed.
 */
export class GameConnections {
  private warm: { manager: Promise<Manager>; expiry: ReturnType<typeof setTimeout> } | null = null;
  private ahead: (ChannelAhead & { key: string; expiry: ReturnType<typeof setTimeout> }) | null = null;

  /**
   * Opens the connection a game screen is about to use, so its handshakes (the socket client's code, TCP, the
   * WebSocket upgrade) are done before the screen asks for its channel. Asked for again while open, it stays open
   * WARM_MS longer (one connection however often it is asked for); unused, it closes WARM_MS after the last time.
   */
  warmUp(): void {
    if (this.warm) {
      clearTimeout(this.warm.expiry);
      this.warm.expiry = setTimeout(this.closeWarm(this.warm.manager), WARM_MS);
      return;
    }
    const manager = newManager();
    // A failure is the taker's to handle (take tries again), not an unhandled rejection meanwhile.
    manager.catch(() => undefined);
    this.warm = { manager, expiry: setTimeout(this.closeWarm(manager), WARM_MS) };
  }

  private closeWarm(manager: Promise<Manager>) {
    return () => {
      if (this.warm?.manager === manager) this.warm = null;
      void manager.then((m) => m._close()).catch(() => undefined);
    };
  }

  /** The connection opened ahead, if any (the caller's from now on), else a new one. */
  take(): Promise<Manager> {
    if (!this.warm) return newManager();
    const { manager, expiry } = this.warm;
    clearTimeout(expiry);
    this.warm = null;
    // One that could not be opened (its code failed to load) does not stand in the way of a new attempt.
    return manager.catch(newManager);
  }

  /**
   * Asks for a guest's channel on the connection opened ahead (or a new one), recording what it hears until a
   * screen takes it (takeAhead). It replaces a channel asked for before; not taken within AHEAD_MS, it is closed.
   */
  openAhead(code: string): void {
    this.closeAhead();
    const target: ChannelTarget = { code, role: 'player', watch: false, screen: false };
    const heard: ChannelAhead['heard'] = [];
    const socket = this.take().then((manager) => {
      const s: GameSocket = manager.socket('/', { auth: (cb) => channelAuth(target, cb) });
      s.onAny((event: string, ...args: unknown[]) => heard.push([event, args]));
      return s;
    });
    const expiry = setTimeout(() => this.closeAhead(), AHEAD_MS);
    this.ahead = { key: channelKey(target), socket, heard, expiry };
  }

  private closeAhead(): void {
    const taken = this.ahead;
    if (!taken) return;
    clearTimeout(taken.expiry);
    this.ahead = null;
    void taken.socket.then((s) => s.disconnect());
  }

  /** The channel asked for ahead for this target, if any: the caller's from now on. */
  takeAhead(target: ChannelTarget): ChannelAhead | null {
    const taken = this.ahead;
    if (taken?.key !== channelKey(target)) return null;
    clearTimeout(taken.expiry);
    this.ahead = null;
    return { socket: taken.socket, heard: taken.heard };
  }
}

/** The page's one set of connections opened ahead: the name step fills it, the next game screen takes from it. */
export const gameConnections = new GameConnections();

/** Opens the connection the next game screen uses (GameConnections.warmUp). */
export const warmGameChannel = () => gameConnections.warmUp();

/**
 * Asks for a guest's channel the moment the join is answered, on the connection opened while it was sent: the
 * handshake and the first snapshot then come while the next screen (the lobby, or a late joiner's card) loads and
 * renders. That screen's useGameChannel takes the socket with everything it heard meanwhile, in order.
 */
export const openGameChannelAhead = (code: string) => gameConnections.openAhead(code);
