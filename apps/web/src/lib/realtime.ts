import type { ClientToServerEvents, ServerToClientEvents, TSocketAuth } from '@picture-bingo/shared';
import { useEffect, useReducer, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { refreshAccessToken } from './api-client';
import { getDeviceToken } from './device';
import { emptyLobby, lobbyReducer } from './lobby-state';
import { getAccessToken } from './storage';

export type LobbyRole = 'host' | 'player';
/** `refused`: the server turned the handshake down (not this game's host or player); it is not retried. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'refused';

type LobbySocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Read on every (re)connection attempt, so a refreshed access token is the one sent. */
const authFor = (code: string, role: LobbyRole): TSocketAuth =>
  role === 'host'
    ? { gameCode: code, hostToken: getAccessToken() ?? '' }
    : { gameCode: code, deviceToken: getDeviceToken() ?? '' };

/**
 * One Socket.IO connection for a game screen, kept while the screen is open. The server sends a full
 * snapshot on every (re)connect and deltas in between; socket.io-client reconnects by itself. The client
 * library loads only when a game screen opens, keeping it out of the main bundle.
 */
export function useLobby(code: string, role: LobbyRole) {
  const [lobby, dispatch] = useReducer(lobbyReducer, emptyLobby);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removedMessage, setRemovedMessage] = useState<string | null>(null);

  useEffect(() => {
    let socket: LobbySocket | null = null;
    let cancelled = false;
    // A host's access token is short-lived: a refused handshake earns one refresh before giving up.
    let refreshed = false;

    const onOffline = () => {
      setConnection('reconnecting');
      socket?.disconnect();
    };
    const onOnline = () => {
      if (socket && !socket.connected) socket.connect();
    };

    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const s: LobbySocket = io({ path: '/socket.io', auth: (cb) => cb(authFor(code, role)) });
      socket = s;
      s.on('connect', () => {
        refreshed = false;
        setConnection('connected');
        setRefusal(null);
      });
      s.on('disconnect', () => setConnection('reconnecting'));
      s.on('connect_error', (error) => {
        if (s.active) return setConnection('reconnecting');
        if (role === 'host' && !refreshed) {
          refreshed = true;
          refreshAccessToken().then(
            () => s.connect(),
            () => setConnection('refused'),
          );
          return;
        }
        setConnection('refused');
        setRefusal(error.message);
      });
      s.on('lobby:snapshot', (snapshot) => dispatch({ type: 'snapshot', snapshot }));
      s.on('player:joined', (player) => dispatch({ type: 'joined', player }));
      s.on('player:removed', ({ playerId }) => dispatch({ type: 'removed', playerId }));
      s.on('game:updated', (game) => dispatch({ type: 'game', game }));
      s.on('you:removed', ({ message }) => setRemovedMessage(message));
    });
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);

    return () => {
      cancelled = true;
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      socket?.disconnect();
    };
  }, [code, role]);

  return { ...lobby, connection, refusal, removedMessage };
}
