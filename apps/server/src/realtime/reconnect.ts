import type { RealtimeServer } from './types';

/**
 * Closes the transport of every socket of this node, as a restart does: clients read "transport close" and
 * reconnect by themselves (a Socket.IO disconnect would read "io server disconnect", after which they give up).
 */
export function reconnectLocalSockets(io: RealtimeServer): number {
  let closed = 0;
  for (const socket of io.of('/').sockets.values()) {
    socket.conn.close();
    closed++;
  }
  return closed;
}
