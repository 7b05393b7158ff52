import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import { getLobbySnapshot } from '../services/lobby/get-lobby-snapshot';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { authenticateSocket, HandshakeError, HandshakeUnavailableError } from './handshake';
import { attachRedisAdapter } from './redis-adapter';
import { gameRoom, playerRoom, type RealtimeServer } from './types';

/**
 * Attaches Socket.IO to the app's HTTP server at /socket.io. Every socket is authenticated at the handshake,
 * joins its game's room (and a player its own room), and first receives the full lobby snapshot; deltas come
 * from realtime/publish. With REDIS_URL the Redis adapter makes several processes share rooms.
 */
export async function attachRealtime(app: FastifyInstance, ctx: AppContext): Promise<RealtimeServer> {
  const io: RealtimeServer = new Server(app.server, { path: '/socket.io', serveClient: false });
  const closeAdapter = ctx.config.redisUrl
    ? await attachRedisAdapter(io, ctx.config.redisUrl, app.log)
    : null;

  io.use((socket, next) => {
    authenticateSocket(ctx, socket.handshake.auth).then(
      (data) => {
        socket.data = data;
        next();
      },
      (error: unknown) => {
        if (error instanceof HandshakeError) return next(error);
        if (isDatabaseUnavailable(error)) {
          app.log.warn({ err: error }, 'socket handshake: database unavailable');
          return next(new HandshakeUnavailableError());
        }
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error('Something went wrong on our side'));
      },
    );
  });

  io.on('connection', (socket) => {
    const { gameId, playerId } = socket.data;
    // Rooms first, then the snapshot: a change committed meanwhile is in the snapshot or arrives as a delta.
    void socket.join(gameRoom(gameId));
    if (playerId) void socket.join(playerRoom(playerId));
    getLobbySnapshot(ctx, gameId).then(
      (snapshot) => {
        if (snapshot) socket.emit('lobby:snapshot', snapshot);
        else socket.disconnect(true);
      },
      (error: unknown) => {
        // The database is away for a moment: closing the transport (not a Socket.IO disconnect, after which
        // clients give up) makes the client reconnect by itself and ask again.
        if (isDatabaseUnavailable(error)) {
          app.log.warn({ err: error }, 'lobby snapshot: database unavailable');
          return socket.conn.close();
        }
        app.log.error({ err: error }, 'lobby snapshot failed');
        socket.disconnect(true);
      },
    );
  });

  // Connections go before the HTTP server closes (open WebSockets would keep it waiting); the adapter after.
  // Only the transports are closed: clients see "transport close" and reconnect (to this node once it is back,
  // or to another). A Socket.IO disconnect would read "io server disconnect", after which clients give up.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await (closeAdapter ? closeAdapter() : io.of('/').adapter.close());
  });
  return io;
}
