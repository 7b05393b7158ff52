import {
  roomCodeKey,
  type ClientToServerEvents,
  type ErrorCode,
  type ServerToClientEvents,
  type TErrorCode,
  type TSocketAuth,
} from '@picture-bingo/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Manager, Socket } from 'socket.io-client';
import { refreshAccessToken } from '@/lib/api-client';
import { getDeviceToken } from '@/lib/device';
import { errorText, loadErrorTexts } from '@/lib/error-text';
import { m, useLocale } from '@/lib/i18n/messages';
import { getAccessToken } from '@/lib/storage';
import {
  emptyChannel,
  gameChannelReducer,
  type GameChannelEvent,
  type GameChannelState,
} from './game-channel-state';
import type { GameListeners } from './game-listeners';

export type { GameListeners, TBingoCalled, TPrizeWithdrawn } from './game-listeners';

// The connection code below stays in this module, the one that loads the socket client on demand: the build keeps
// such a module out of the guest pages' shared chunk (apps/web/build/chunk-groups.ts).

export type GameRole = 'host' | 'player';

/** How close to its expiry an access token is refreshed before a handshake rather than sent. */
const EXPIRY_MARGIN_MS = 5_000;

/** When an access token expires (ms since the epoch), from its `exp`; null when it cannot be read. */
function expiresAt(token: string): number | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload)) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The host's access token for a handshake. The server closes a host socket when its token expires; the client
 * reconnects by itself, and this refreshes the token first rather than send the expired one.
 */
async function freshAccessToken(): Promise<string> {
  const token = getAccessToken();
  const expiry = token ? expiresAt(token) : null;
  if (token && expiry !== null && expiry - Date.now() > EXPIRY_MARGIN_MS) return token;
  // A failed refresh sends what is stored: the handshake is then refused and the channel handles the refusal.
  return refreshAccessToken().catch(() => getAccessToken() ?? '');
}

/** Which channel of a game a socket asks for: the game, whose it is, and what it is for. */
interface ChannelTarget {
  code: string;
  role: GameRole;
  /** A player's screen that shows the whole game (gallery, standings): every player's cells, in batched frames. */
  watch: boolean;
  /** The host's big screen, which the server opens only for the roles that run the game. */
  screen: boolean;
}

/** A handshake's credentials, read on every (re)connection attempt, so a refreshed access token is the one sent. */
function channelAuth({ code, role, watch, screen }: ChannelTarget, cb: (auth: TSocketAuth) => void): void {
  if (role === 'player') {
    const auth: TSocketAuth = { gameCode: code, deviceToken: getDeviceToken() ?? '' };
    return cb(watch ? { ...auth, watch } : auth);
  }
  void freshAccessToken().then((hostToken) => cb({ gameCode: code, hostToken, ...(screen && { screen }) }));
}

type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

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
interface ChannelAhead {
  socket: Promise<GameSocket>;
  heard: Array<[string, unknown[]]>;
}

const channelKey = ({ code, role, watch }: Pick<ChannelTarget, 'code' | 'role' | 'watch'>) =>
  `${roomCodeKey(code)}:${role}:${watch}`;

/**
 * What is opened ahead of a game screen, for it to take: at most one connection (a socket.io-client Manager) and at
 * most one game channel on it. Whatever is not taken in time is closed.
 */
class GameConnections {
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
const gameConnections = new GameConnections();

/** Opens the connection the next game screen uses (GameConnections.warmUp). */
export const warmGameChannel = () => gameConnections.warmUp();

/**
 * Asks for a guest's channel the moment the join is answered, on the connection opened while it was sent: the
 * handshake and the first snapshot then come while the next screen (the lobby, or a late joiner's card) loads and
 * renders. That screen's useGameChannel takes the socket with everything it heard meanwhile, in order.
 */
export const openGameChannelAhead = (code: string) => gameConnections.openAhead(code);

/** `refused`: the server turned the handshake down (not this game's host or player); it is not retried. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'refused';

/** How long to wait before trying again when the server could not check the handshake for the moment. */
const UNAVAILABLE_RETRY_MS = 2_000;

/** Why a device is out of a game for good (RemovedNotice tells which). */
export type RemovedCode = typeof ErrorCode.REMOVED_FROM_GAME | typeof ErrorCode.MOVED_TO_ANOTHER_DEVICE;

const errorCode = (error: Error) => (error as Error & { data?: { code?: unknown } }).data?.code;

/** Why the server ended a socket on purpose (a logout, a revoked session); it is not reconnected. */
const endedMessage = (role: GameRole) =>
  role === 'host' ? m.game_session_ended_host() : m.game_session_ended_player();

/** Why a channel was refused: a code (with the server's English words), or ended by the server on purpose. */
type Refusal = { kind: 'code'; code: string | undefined; message: string } | { kind: 'ended' };

/** What a channel holds for its screen: the game and its players, and how its connection stands. */
export interface GameChannelView extends GameChannelState {
  connection: ConnectionState;
  /** Why the server refused the channel, as data: its words are chosen where it is shown, in the shown language. */
  refused: Refusal | null;
  /** Why this device is out of the game for good: REMOVED_FROM_GAME or MOVED_TO_ANOTHER_DEVICE. */
  removedCode: RemovedCode | null;
}

/** One socket's life on a channel: from open to close, for one target. */
interface Session {
  target: ChannelTarget;
  socket: GameSocket | null;
  ended: boolean;
  /** A host's access token is short-lived: a refused handshake earns one refresh before giving up. */
  refreshed: boolean;
  connectedBefore: boolean;
  retryTimer?: ReturnType<typeof setTimeout>;
}

/**
 * A game's live channel: one Socket.IO socket for a game screen (lobby, queue, board, room, review, gallery,
 * progress, big screen), kept while the screen is open. It holds the game and its players (a host's channel all of
 * them; a player's the most recent and its own, with `playerCount` for all); `listeners` get the rest. The server
 * sends a full snapshot on every (re)connect and deltas in between; socket.io-client reconnects by itself, and the
 * channel reconnects at once when the device is back online or the page back in view. What it holds outlives a
 * socket: a new target (open again) keeps it on screen until the next snapshot replaces it.
 */
export class GameChannel {
  /** The screen's listeners, read as each event arrives, so new callbacks never reconnect the socket. */
  listeners: GameListeners | undefined;
  private state: GameChannelState = emptyChannel;
  private status: Pick<GameChannelView, 'connection' | 'refused' | 'removedCode'> = {
    connection: 'connecting',
    refused: null,
    removedCode: null,
  };
  private view: GameChannelView = { ...this.state, ...this.status };
  private readonly subscribers = new Set<() => void>();
  private session: Session | null = null;

  constructor(private readonly connections: GameConnections = gameConnections) {}

  /** Calls `onChange` whenever the view changes; returns the unsubscribe. */
  subscribe = (onChange: () => void) => {
    this.subscribers.add(onChange);
    return () => void this.subscribers.delete(onChange);
  };

  /** The view as it is now: the same object until something changes. */
  getView = () => this.view;

  /** Opens a socket for `target` (taking the one asked for ahead, if it is this target's), closing any before. */
  open(target: ChannelTarget): void {
    this.close();
    const session: Session = { target, socket: null, ended: false, refreshed: false, connectedBefore: false };
    this.session = session;
    const taken = this.connections.takeAhead(target);
    const opened: Promise<GameSocket | null> = taken
      ? taken.socket
      : this.connections.take().then((manager) => {
          if (!session.ended) return manager.socket('/', { auth: (cb) => channelAuth(target, cb) });
          manager._close();
          return null;
        });
    void opened.then((s) => {
      if (!s) return;
      if (session.ended) return void s.disconnect();
      session.socket = s;
      this.listenToConnection(session, s);
      this.listenToGame(s);
      if (taken) this.replay(session, s, taken);
    });
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    document.addEventListener('visibilitychange', this.onVisible);
  }

  /** Closes the socket; what the channel holds stays. */
  close(): void {
    const session = this.session;
    if (!session) return;
    this.session = null;
    session.ended = true;
    clearTimeout(session.retryTimer);
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    document.removeEventListener('visibilitychange', this.onVisible);
    session.socket?.disconnect();
  }

  private publish() {
    this.view = { ...this.state, ...this.status };
    for (const onChange of this.subscribers) onChange();
  }

  private setStatus(status: Partial<GameChannel['status']>) {
    this.status = { ...this.status, ...status };
    this.publish();
  }

  private apply(...events: GameChannelEvent[]) {
    this.state = events.reduce(gameChannelReducer, this.state);
    this.publish();
  }

  private readonly onOffline = () => {
    this.setStatus({ connection: 'reconnecting' });
    this.session?.socket?.disconnect();
  };

  private readonly onOnline = () => {
    const socket = this.session?.socket;
    if (socket && !socket.connected) socket.connect();
  };

  // Back to the tab (the phone woke up, the player switched apps): a phone may have frozen the page meanwhile,
  // so events can have been missed. A dropped socket connects again at once (its snapshot and onReconnected
  // follow, unless the server refused it for good); a live one has the screen refetch what it shows.
  private readonly onVisible = () => {
    const socket = this.session?.socket;
    if (document.visibilityState !== 'visible' || !socket) return;
    if (socket.connected) return this.listeners?.onReconnected?.();
    if (this.status.connection === 'refused' || !navigator.onLine) return;
    // Skips whatever is left of socket.io-client's back-off between attempts.
    socket.disconnect();
    socket.connect();
  };

  private readonly onConnect = (session: Session) => {
    session.refreshed = false;
    this.setStatus({ connection: 'connected', refused: null });
    if (session.connectedBefore) this.listeners?.onReconnected?.();
    session.connectedBefore = true;
  };

  private listenToConnection(session: Session, s: GameSocket) {
    s.on('connect', () => this.onConnect(session));
    s.on('disconnect', (reason) => {
      // A lost connection, a restart or an expired host token: socket.io-client reconnects by itself. The
      // server disconnecting on purpose (logout, a revoked session, removal) is final.
      if (reason !== 'io server disconnect') return this.setStatus({ connection: 'reconnecting' });
      this.setStatus({ connection: 'refused', refused: { kind: 'ended' } });
    });
    s.on('connect_error', (error) => this.onConnectError(session, s, error));
  }

  private onConnectError(session: Session, s: GameSocket, error: Error) {
    if (s.active) return this.setStatus({ connection: 'reconnecting' });
    const code = errorCode(error);
    // The server is up but its database is not (a restart): not a refusal, so try again shortly.
    if (code === ('SERVICE_UNAVAILABLE' satisfies TErrorCode)) {
      this.setStatus({ connection: 'reconnecting' });
      clearTimeout(session.retryTimer);
      session.retryTimer = setTimeout(() => s.connect(), UNAVAILABLE_RETRY_MS);
      return;
    }
    // Only a refused credential is worth a refresh (not, say, too many tabs open).
    if (
      session.target.role === 'host' &&
      !session.refreshed &&
      code === ('UNAUTHORIZED' satisfies TErrorCode)
    ) {
      session.refreshed = true;
      refreshAccessToken().then(
        () => s.connect(),
        () => this.setStatus({ connection: 'refused' }),
      );
      return;
    }
    const refused: Refusal = {
      kind: 'code',
      code: typeof code === 'string' ? code : undefined,
      message: error.message,
    };
    // A removed player, or one who continued on another device: this one is told so, as by the events.
    const removed =
      code === ('REMOVED_FROM_GAME' satisfies TErrorCode) ||
      code === ('MOVED_TO_ANOTHER_DEVICE' satisfies TErrorCode);
    this.setStatus({ connection: 'refused', refused, ...(removed && { removedCode: code }) });
  }

  /** The game's events: what the channel holds, then the screen's listeners. */
  private listenToGame(s: GameSocket) {
    s.on('lobby:snapshot', (snapshot) => {
      this.apply({ type: 'snapshot', snapshot });
      this.listeners?.onSnapshot?.();
    });
    s.on('player:joined', (player) => {
      this.apply({ type: 'joined', player });
      this.listeners?.onPlayerJoined?.(player);
    });
    s.on('player:renamed', (player) => {
      this.apply({ type: 'renamed', player });
      this.listeners?.onPlayerRenamed?.(player);
    });
    s.on('player:removed', ({ playerId }) => {
      this.apply({ type: 'removed', playerId });
      this.listeners?.onPlayerRemoved?.(playerId);
    });
    s.on('player:presence', (payload) => {
      this.apply({ type: 'presence', ...payload });
      this.listeners?.onPresence?.(payload);
    });
    s.on('game:updated', (game) => {
      this.apply({ type: 'game', game });
      this.listeners?.onGameUpdated?.(game);
    });
    s.on('players:joined', (players) => {
      this.apply(...players.map((player) => ({ type: 'joined' as const, player })));
      const onJoined = this.listeners?.onPlayersJoined;
      if (onJoined) onJoined(players);
      else for (const player of players) this.listeners?.onPlayerJoined?.(player);
    });
    // A phone's lobby past its window: the count alone (docs/decisions/009-phones-get-what-they-show.md).
    s.on('players:counted', ({ playerCount }) => this.apply({ type: 'counted', playerCount }));
    s.on('you:removed', ({ code }) => this.setStatus({ removedCode: code }));
    s.on('you:moved', ({ code }) => this.setStatus({ removedCode: code }));
    s.on('cell:updated', (update) => this.listeners?.onCellUpdated?.(update));
    // Batched frames (realtime/frames.ts on the server): each change in its order, in one task, so the screen
    // repaints once per frame.
    s.on('cells:updated', (updates) => {
      for (const update of updates) this.listeners?.onCellUpdated?.(update);
    });
    s.on('player:completed', (payload) => this.listeners?.onPlayerCompleted?.(payload));
    s.on('bingo:called', (payload) => this.listeners?.onBingoCalled?.(payload));
    s.on('bingo:answered', (call) => this.listeners?.onBingoAnswered?.(call));
    s.on('claim:requested', (claim) => this.listeners?.onClaim?.(claim));
    s.on('claim:settled', (claim) => this.listeners?.onClaim?.(claim));
    s.on('game:winner', (leaderboard) => this.listeners?.onWinner?.(leaderboard));
    s.on('prize:awarded', (payload) => this.listeners?.onPrizeAwarded?.(payload));
    s.on('prize:line', (payload) => this.listeners?.onPrizeLine?.(payload));
    s.on('prize:withdrawn', (payload) => this.listeners?.onPrizeWithdrawn?.(payload));
    s.on('hearts:updated', (updates) => this.listeners?.onHearts?.(updates));
    s.on('you:team', (payload) => this.listeners?.onTeamChanged?.(payload));
    s.on('player:team', (payload) => this.listeners?.onPlayerTeam?.(payload));
  }

  /** A channel opened ahead: what happened before this screen took it, in order, as if it had been listening. */
  private replay(session: Session, s: GameSocket, taken: ChannelAhead) {
    s.offAny();
    if (s.connected) this.onConnect(session);
    else if (!s.active) s.connect();
    for (const [event, args] of taken.heard) {
      for (const handler of s.listeners(event as never)) (handler as (...a: unknown[]) => void)(...args);
    }
  }
}

/**
 * A game's live channel for a screen (GameChannel), open while the screen is. The socket client's code loads only
 * when a game screen opens, keeping it out of the main bundle.
 */
export function useGameChannel(
  code: string,
  role: GameRole,
  listeners?: GameListeners,
  /**
   * watch: a player's screen that shows the whole game (gallery, standings) gets every player's cells, in
   * batched frames; without it a player's socket gets only its own cells (hosts always get every cell).
   * screen: the host's big screen, which the server opens only for the roles that run the game.
   */
  options: { watch?: boolean; screen?: boolean } = {},
) {
  const watch = options.watch === true;
  const screen = options.screen === true;
  const [channel] = useState(() => new GameChannel());
  useEffect(() => {
    channel.listeners = listeners;
  });
  useEffect(() => {
    channel.open({ code, role, watch, screen });
    return () => channel.close();
  }, [channel, code, role, watch, screen]);
  const { refused, ...view } = useSyncExternalStore(channel.subscribe, channel.getView, channel.getView);
  const locale = useLocale();
  const [, setWordsLoaded] = useState<string | null>(null);
  // The refusal's words in a language chosen after it came: loaded, then shown.
  useEffect(() => {
    if (refused?.kind !== 'code') return;
    let current = true;
    void loadErrorTexts().then(() => {
      if (current) setWordsLoaded(locale);
    });
    return () => {
      current = false;
    };
  }, [refused, locale]);
  // Until the code's words are loaded, the server's.
  const refusal =
    refused === null
      ? null
      : refused.kind === 'ended'
        ? endedMessage(role)
        : errorText(refused.code, refused.message);
  return { ...view, refusal };
}
