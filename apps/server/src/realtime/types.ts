import type { ClientToServerEvents, ServerToClientEvents } from '@picture-bingo/shared';
import type { Server, Socket } from 'socket.io';

/** Between server processes (through the adapter): a node back on Redis asks the others to resync. */
export interface InterServerEvents {
  resync: () => void;
}

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
