import type { TPhotoHearts } from '@picture-bingo/shared/hearts';
import {
  type ClientToServerEvents,
  type ErrorCode,
  type ServerToClientEvents,
  type TBingoCall,
  type TCellUpdate,
  type TDeviceClaim,
  type TGameSummary,
  type TLeaderboard,
  type TPrizeAward,
  type TQueuePlayer,
  type TSocketAuth,
  type TErrorCode,
  roomCodeKey,
} from '@picture-bingo/shared';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { Manager, Socket } from 'socket.io-client';
import { refreshAccessToken } from '@/lib/api-client';
import { getDeviceToken } from '@/lib/device';
import { errorText, loadErrorTexts } from '@/lib/error-text';
import { m, useLocale } from '@/lib/i18n/messages';
import { emptyChannel, gameChannelReducer } from './game-channel-state';
import { getAccessToken } from '@/lib/storage';

export type GameRole = 'host' | 'player';
/** What `bingo:called` carries. */
export type TBingoCalled = Parameters<ServerToClientEvents['bingo:called']>[0];
/** What `prize:withdrawn` carries. */
export type TPrizeWithdrawn = Parameters<ServerToClientEvents['prize:withdrawn']>[0];
/** `refused`: the server turned the handshake down (not this game's host or player); it is not retried. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'refused';

type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long to wait before trying again when the server could not check the handshake for the moment. */
const UNAVAILABLE_RETRY_MS = 2_000;

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
  // A failed refresh sends what is stored: the handshake is then refused and handled below.
  return refreshAccessToken().catch(() => getAccessToken() ?? '');
}

/** Read on every (re)connection attempt, so a refreshed access token is the one sent. */
function authFor(
  code: string,
  role: GameRole,
  cb: (auth: TSocketAuth) => void,
  watch = false,
  screen = false,
): void {
  if (role === 'player') {
    const auth: TSocketAuth = { gameCode: code, deviceToken: getDeviceToken() ?? '' };
    return cb(watch ? { ...auth, watch } : auth);
  }
  void freshAccessToken().then((hostToken) => cb({ gameCode: code, hostToken, ...(screen && { screen }) }));
}

/** Why a device is out of a game for good (RemovedNotice tells which). */
export type RemovedCode = typeof ErrorCode.REMOVED_FROM_GAME | typeof ErrorCode.MOVED_TO_ANOTHER_DEVICE;

const errorCode = (error: Error) => (error as Error & { data?: { code?: unknown } }).data?.code;

/** Why the server ended a socket on purpose (a logout, a revoked session); it is not reconnected. */
const endedMessage = (role: GameRole) =>
  role === 'host' ? m.game_session_ended_host() : m.game_session_ended_player();

/** Why a channel was refused: a code (with the server's English words), or ended by the server on purpose. */
type Refusal = { kind: 'code'; code: string | undefined; message: string } | { kind: 'ended' };

/** What a screen does with the events beyond the channel's own state (the game and its players). */
export interface GameListeners {
  onCellUpdated?: (update: TCellUpdate) => void;
  onGameUpdated?: (game: TGameSummary) => void;
  onPlayerJoined?: (player: TQueuePlayer) => void;
  /** Players who joined, one frame at a time; when set, it is called instead of onPlayerJoined. */
  onPlayersJoined?: (players: TQueuePlayer[]) => void;
  onPlayerRemoved?: (playerId: string) => void;
  /** A full snapshot arrived (every connect and reconnect): the players' state is fresh as of now. */
  onSnapshot?: () => void;
  /** The host's sockets only: a player's device came online or went offline. */
  onPresence?: (payload: { playerId: string; online: boolean }) => void;
  /** The host renamed a player (or its device rejoined under a new name). */
  onPlayerRenamed?: (player: TQueuePlayer) => void;
  /** A player's card met the win condition (server time). */
  onPlayerCompleted?: (payload: { playerId: string; completedAt: string; first: boolean }) => void;
  /** A player's BINGO! was accepted (pendingPhotos: their photos still waiting for review). */
  onBingoCalled?: (payload: TBingoCalled) => void;
  /** A BINGO! call was answered: to its card's phones and the game's staff screens. */
  onBingoAnswered?: (call: TBingoCall) => void;
  /** The host's sockets only: a guest asked to continue as a player on a new phone, or that was answered. */
  onClaim?: (claim: TDeviceClaim) => void;
  /** The host chose the winner: the final leaderboard. */
  onWinner?: (leaderboard: TLeaderboard) => void;
  /** A prize was awarded ('prizes' games; the last one also sends onWinner). */
  onPrizeAwarded?: (payload: { prize: TPrizeAward; prizes: TPrizeAward[] }) => void;
  /** The staff's sockets only: an awarded prize's winner's card lost its line, has it again, or it was kept. */
  onPrizeLine?: (payload: { prize: TPrizeAward; prizes: TPrizeAward[] }) => void;
  /** The host withdrew a prize (its winner's line was broken): the prizes as they are now. */
  onPrizeWithdrawn?: (payload: TPrizeWithdrawn) => void;
  /** Photos' heart counts changed (watching sockets and the host's, one frame at a time). */
  onHearts?: (updates: TPhotoHearts[]) => void;
  /** The host moved a member (`playerId`) to another team (`teamId`): the game's every socket hears it. */
  onPlayerTeam?: (payload: { playerId: string; teamId: string }) => void;
  /** A member's own sockets only: the host moved them to another team (its card is `cardId`). */
  onTeamChanged?: (payload: { teamId: string; cardId: string }) => void;
  /**
   * Connected again after a drop, or the page came back into view: deltas sent meanwhile may have been missed,
   * so fetched state should be refreshed.
   */
  onReconnected?: () => void;
}

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

let warm: { manager: Promise<Manager>; expiry: ReturnType<typeof setTimeout> } | null = null;

/**
 * The socket client's code, loaded and run (not connected): the name step asks for it while the name is typed, so
 * sending the name opens the connection at once instead of after the module has been compiled and run.
 */
export const loadSocketClient = () => import('socket.io-client');

// Options of its own for each connection: socket.io-client keeps and amends the object it is given.
const newManager = () =>
  loadSocketClient().then(({ Manager }) => new Manager(window.location.origin, { ...CONNECTION }));

const closeWarm = (manager: Promise<Manager>) => () => {
  if (warm?.manager === manager) warm = null;
  void manager.then((m) => m._close()).catch(() => undefined);
};

/**
 * Opens the connection a game screen is about to use (the name step, as a guest types a name: the lobby comes
 * next), so its handshakes (the socket client's code, TCP, the WebSocket upgrade) are done before the name is sent,
 * or run while the join is answered. Only the connection: the game's channel is asked for, with its credentials, by
 * the screen (useGameChannel), on this connection. Asked for again while open, it stays open WARM_MS longer (one
 * connection however often it is asked for); unused, it closes WARM_MS after the last time.
 */
export function warmGameChannel(): void {
  if (warm) {
    clearTimeout(warm.expiry);
    warm.expiry = setTimeout(closeWarm(warm.manager), WARM_MS);
    return;
  }
  const manager = newManager();
  // A failure is the taker's to handle (takeConnection tries again), not an unhandled rejection meanwhile.
  manager.catch(() => undefined);
  warm = { manager, expiry: setTimeout(closeWarm(manager), WARM_MS) };
}

/** The connection opened ahead, if any (the next channel takes it), else a new one. */
function takeConnection(): Promise<Manager> {
  if (!warm) return newManager();
  const { manager, expiry } = warm;
  clearTimeout(expiry);
  warm = null;
  // One that could not be opened (its code failed to load) does not stand in the way of a new attempt.
  return manager.catch(newManager);
}

/** How long a channel opened ahead waits for its screen before it is closed. */
const AHEAD_MS = 15_000;

/** A channel asked for ahead of its screen (openGameChannelAhead): its socket, and what it heard meanwhile. */
interface Ahead {
  key: string;
  socket: Promise<GameSocket>;
  heard: Array<[string, unknown[]]>;
  /** Taken by a screen: it is the screen's now. */
  release: () => void;
  /** Not taken in time, or replaced: closed. */
  close: () => void;
}

let ahead: Ahead | null = null;

const channelKey = (code: string, role: GameRole, watch: boolean) => `${roomCodeKey(code)}:${role}:${watch}`;

/**
 * Asks for a guest's channel the moment the join is answered, on the connection opened while it was sent
 * (warmGameChannel): the handshake and the first snapshot then come while the next screen (the lobby, or a late
 * joiner's card) loads and renders, not after. That screen's useGameChannel takes the socket with everything it
 * heard meanwhile, in order. Not taken within AHEAD_MS, it is closed.
 */
export function openGameChannelAhead(code: string): void {
  ahead?.close();
  const heard: Ahead['heard'] = [];
  const socket = takeConnection().then((manager) => {
    const s: GameSocket = manager.socket('/', { auth: (cb) => authFor(code, 'player', cb) });
    s.onAny((event: string, ...args: unknown[]) => heard.push([event, args]));
    return s;
  });
  const expiry = setTimeout(() => entry.close(), AHEAD_MS);
  const entry: Ahead = {
    key: channelKey(code, 'player', false),
    socket,
    heard,
    release: () => {
      clearTimeout(expiry);
      if (ahead === entry) ahead = null;
    },
    close: () => {
      entry.release();
      void socket.then((s) => s.disconnect());
    },
  };
  ahead = entry;
}

/** The channel opened ahead for this screen, if any: the screen's from now on. */
function takeChannelAhead(code: string, role: GameRole, watch: boolean): Ahead | null {
  if (ahead?.key !== channelKey(code, role, watch)) return null;
  const taken = ahead;
  taken.release();
  return taken;
}

/**
 * A game's live channel: one Socket.IO connection for a game screen (lobby, queue, board, room, review, gallery,
 * progress, big screen), kept while the screen is open. It holds the game and its players (a host's channel all of
 * them; a player's the most recent and its own, with `playerCount` for all); `listeners` get the rest. The server sends a full
 * snapshot on every (re)connect and deltas in between; socket.io-client reconnects by itself. The client
 * library loads only when a game screen opens, keeping it out of the main bundle.
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
  const [state, dispatch] = useReducer(gameChannelReducer, emptyChannel);
  // The latest listeners, read when an event arrives, so new callbacks never reconnect the socket.
  const listenersRef = useRef(listeners);
  useEffect(() => {
    listenersRef.current = listeners;
  });
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const connectionRef = useRef(connection);
  useEffect(() => {
    connectionRef.current = connection;
  }, [connection]);
  // Why the server refused the channel, as data: its words are chosen at each render, in the shown language.
  const [refused, setRefused] = useState<Refusal | null>(null);
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
  // Why this device is out of the game for good: REMOVED_FROM_GAME or MOVED_TO_ANOTHER_DEVICE.
  const [removedCode, setRemovedCode] = useState<RemovedCode | null>(null);

  useEffect(() => {
    let socket: GameSocket | null = null;
    let cancelled = false;
    // A host's access token is short-lived: a refused handshake earns one refresh before giving up.
    let refreshed = false;
    let connectedBefore = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const onOffline = () => {
      setConnection('reconnecting');
      socket?.disconnect();
    };
    const onOnline = () => {
      if (socket && !socket.connected) socket.connect();
    };
    // Back to the tab (the phone woke up, the player switched apps): a phone may have frozen the page meanwhile,
    // so events can have been missed. A dropped socket connects again at once (its snapshot and onReconnected
    // follow, unless the server refused it for good); a live one has the screen refetch what it shows.
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !socket) return;
      if (socket.connected) return listenersRef.current?.onReconnected?.();
      if (connectionRef.current === 'refused' || !navigator.onLine) return;
      // Skips whatever is left of socket.io-client's back-off between attempts.
      socket.disconnect();
      socket.connect();
    };

    const taken = takeChannelAhead(code, role, watch);
    const opened: Promise<GameSocket | null> = taken
      ? taken.socket
      : takeConnection().then((manager) => {
          if (!cancelled) {
            return manager.socket('/', { auth: (cb) => authFor(code, role, cb, watch, screen) });
          }
          manager._close();
          return null;
        });
    void opened.then((s) => {
      if (!s) return;
      if (cancelled) return void s.disconnect();
      socket = s;
      const onConnect = () => {
        refreshed = false;
        setConnection('connected');
        setRefused(null);
        if (connectedBefore) listenersRef.current?.onReconnected?.();
        connectedBefore = true;
      };
      s.on('connect', onConnect);
      s.on('disconnect', (reason) => {
        // A lost connection, a restart or an expired host token: socket.io-client reconnects by itself. The
        // server disconnecting on purpose (logout, a revoked session, removal) is final.
        if (reason !== 'io server disconnect') return setConnection('reconnecting');
        setConnection('refused');
        setRefused({ kind: 'ended' });
      });
      s.on('connect_error', (error) => {
        if (s.active) return setConnection('reconnecting');
        // The server is up but its database is not (a restart): not a refusal, so try again shortly.
        if (errorCode(error) === ('SERVICE_UNAVAILABLE' satisfies TErrorCode)) {
          setConnection('reconnecting');
          clearTimeout(retryTimer);
          retryTimer = setTimeout(() => s.connect(), UNAVAILABLE_RETRY_MS);
          return;
        }
        // Only a refused credential is worth a refresh (not, say, too many tabs open).
        if (role === 'host' && !refreshed && errorCode(error) === ('UNAUTHORIZED' satisfies TErrorCode)) {
          refreshed = true;
          refreshAccessToken().then(
            () => s.connect(),
            () => setConnection('refused'),
          );
          return;
        }
        setConnection('refused');
        const code = errorCode(error);
        setRefused({
          kind: 'code',
          code: typeof code === 'string' ? code : undefined,
          message: error.message,
        });
        // A removed player, or one who continued on another device: this one is told so, as by the events.
        if (
          code === ('REMOVED_FROM_GAME' satisfies TErrorCode) ||
          code === ('MOVED_TO_ANOTHER_DEVICE' satisfies TErrorCode)
        )
          setRemovedCode(code);
      });
      s.on('lobby:snapshot', (snapshot) => {
        dispatch({ type: 'snapshot', snapshot });
        listenersRef.current?.onSnapshot?.();
      });
      s.on('player:joined', (player) => {
        dispatch({ type: 'joined', player });
        listenersRef.current?.onPlayerJoined?.(player);
      });
      s.on('player:renamed', (player) => {
        dispatch({ type: 'renamed', player });
        listenersRef.current?.onPlayerRenamed?.(player);
      });
      s.on('player:removed', ({ playerId }) => {
        dispatch({ type: 'removed', playerId });
        listenersRef.current?.onPlayerRemoved?.(playerId);
      });
      s.on('player:completed', (payload) => listenersRef.current?.onPlayerCompleted?.(payload));
      s.on('bingo:called', (payload) => listenersRef.current?.onBingoCalled?.(payload));
      s.on('bingo:answered', (call) => listenersRef.current?.onBingoAnswered?.(call));
      s.on('claim:requested', (claim) => listenersRef.current?.onClaim?.(claim));
      s.on('claim:settled', (claim) => listenersRef.current?.onClaim?.(claim));
      s.on('game:winner', (leaderboard) => listenersRef.current?.onWinner?.(leaderboard));
      s.on('prize:awarded', (payload) => listenersRef.current?.onPrizeAwarded?.(payload));
      s.on('prize:line', (payload) => listenersRef.current?.onPrizeLine?.(payload));
      s.on('prize:withdrawn', (payload) => listenersRef.current?.onPrizeWithdrawn?.(payload));
      s.on('hearts:updated', (updates) => listenersRef.current?.onHearts?.(updates));
      s.on('you:team', (payload) => listenersRef.current?.onTeamChanged?.(payload));
      s.on('player:team', (payload) => listenersRef.current?.onPlayerTeam?.(payload));
      s.on('game:updated', (game) => {
        dispatch({ type: 'game', game });
        listenersRef.current?.onGameUpdated?.(game);
      });
      s.on('cell:updated', (update) => listenersRef.current?.onCellUpdated?.(update));
      // Batched frames (realtime/frames.ts on the server): each change in its order, in one task, so the screen
      // repaints once per frame.
      s.on('cells:updated', (updates) => {
        for (const update of updates) listenersRef.current?.onCellUpdated?.(update);
      });
      s.on('players:joined', (players) => {
        for (const player of players) dispatch({ type: 'joined', player });
        const onJoined = listenersRef.current?.onPlayersJoined;
        if (onJoined) onJoined(players);
        else for (const player of players) listenersRef.current?.onPlayerJoined?.(player);
      });
      // A phone's lobby past its window: the count alone (docs/decisions/009-phones-get-what-they-show.md).
      s.on('players:counted', ({ playerCount }) => dispatch({ type: 'counted', playerCount }));
      s.on('you:removed', ({ code }) => setRemovedCode(code));
      s.on('you:moved', ({ code }) => setRemovedCode(code));
      s.on('player:presence', (payload) => {
        dispatch({ type: 'presence', ...payload });
        listenersRef.current?.onPresence?.(payload);
      });
      if (!taken) return;
      // A channel opened ahead: what happened before this screen took it, in order, as if it had been listening.
      s.offAny();
      if (s.connected) onConnect();
      else if (!s.active) s.connect();
      for (const [event, args] of taken.heard) {
        for (const handler of s.listeners(event as never)) (handler as (...a: unknown[]) => void)(...args);
      }
    });
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);

    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      socket?.disconnect();
    };
  }, [code, role, watch, screen]);

  // Until the code's words are loaded, the server's.
  const refusal =
    refused === null
      ? null
      : refused.kind === 'ended'
        ? endedMessage(role)
        : errorText(refused.code, refused.message);
  return { ...state, connection, refusal, removedCode };
}
