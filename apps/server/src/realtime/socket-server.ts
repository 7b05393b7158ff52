import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import { getLobbySnapshot } from '../services/lobby/get-lobby-snapshot';
import { authenticateSocket, HandshakeError } from './handshake';
import { gameRoom, playerRoom, type RealtimeServer } from './types';

/**
 * Attaches Socket.IO to the app's HTTP server at /socket.io. Every socket is authenticated at the handshake,
 * joins its game's room (and a player its own room), and first receives the full lobby snapshot; deltas come
 * from realtime/publish. With REDIS_URL the Redis adapter makes several processes share rooms.
 */
export async function attachRealtime(app: FastifyInstance, ctx: AppContext): Promise<RealtimeServer> {
  const io: RealtimeServer = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redisClients: { quit: () => Promise<unknown> }[] = [];

  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    // A dropped Redis connection reconnects by itself; an unhandled 'error' event would crash the process.
    pub.on('error', (error: unknown) => app.log.error({ err: error }, 'redis (pub) error'));
    sub.on('error', (error: unknown) => app.log.error({ err: error }, 'redis (sub) error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }

  io.use((socket, next) => {
    authenticateSocket(ctx, socket.handshake.auth).then(
      (data) => {
        socket.data = data;
        next();
      },
      (error: unknown) => {
        if (!(error instanceof HandshakeError)) app.log.error({ err: error }, 'socket handshake failed');
        next(error instanceof HandshakeError ? error : new Error('Something went wrong on our side'));
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
    await io.of('/').adapter.close();
    await Promise.allSettled(redisClients.map((client) => client.quit()));
  });
  return io;
}
