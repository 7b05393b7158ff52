import type { ClientToServerEvents, ServerToClientEvents } from '@picture-bingo/shared';
import type { Server, Socket } from 'socket.io';

/** Server processes talk to each other only through the adapter's own messages. */
export type InterServerEvents = Record<string, never>;

/** Who a socket is, settled by the handshake. */
export interface SocketData {
  gameId: string;
  /** The player behind a device token; null for the host. */
  playerId: string | null;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export const gameRoom = (gameId: string) => `game:${gameId}`;
export const playerRoom = (playerId: string) => `player:${playerId}`;
