import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import { getHostLobbySnapshot, getPhoneLobbySnapshot } from '../services/room/get-lobby-snapshot';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { ErrorCode } from '@picture-bingo/shared';
import {
  authenticateSocket,
  HandshakeError,
  HandshakeUnavailableError,
  liveHostCredential,
} from './handshake';
import { attachRedisAdapter } from './redis-adapter';
import { flushAllFrames } from './frames';
import { announceOffline, announceOnline, withPresence } from './presence';
import {
  credentialRoom,
  gameRoom,
  hostRoom,
  playerDeviceRoom,
  playerRoom,
  runRoom,
  teamCardRoom,
  cardMemberRoom,
  type Credential,
  type RealtimeServer,
  type RealtimeSocket,
  type SocketData,
  staffRoom,
  watchRoom,
} from './types';

/**
 * Open sockets per credential (one host login session, or one player device token), per node: a few tabs.
 * Counted on this node only, from its own rooms, synchronously with the join, so a burst of handshakes cannot
 * slip past it. A cluster-wide count (fetchSockets through the Redis adapter) would be a round trip to every
 * node on each handshake, and would wait for its timeout while Redis is away; with N nodes one credential can
 * hold at most N times this many, still a small bound.
 */
export const SOCKETS_PER_CREDENTIAL = 5;

/**
 * The largest Socket.IO packet (and long-polling body) a client may send. Clients send nothing but the
 * handshake (a room code and a token, well under 1 KB) and pings; a larger packet closes the connection.
 * Socket.IO's default is 1 MB.
 */
export const MAX_PACKET_BYTES = 4096;

/** setTimeout's longest delay; a token valid for longer is simply checked again at that point. */
const MAX_DELAY_MS = 2 ** 31 - 1;

const TOO_MANY_SOCKETS = 'Too many open connections for this session. Close another tab and try again.';

/**
 * Attaches Socket.IO to the app's HTTP server at /socket.io. Every socket is authenticated at the handshake,
 * joins its game's room (and a player its own room), and first receives the full lobby snapshot; deltas come
 * from realtime/publish. With REDIS_URL the Redis adapter makes several processes share rooms.
 */
export async function attachRealtime(app: FastifyInstance, ctx: AppContext): Promise<RealtimeServer> {
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_PACKET_BYTES,
  });
  const closeAdapter = ctx.config.redisUrl
    ? await attachRedisAdapter(io, ctx.config.redisUrl, app.log)
    : null;

  // This node's sockets per credential room; the adapter's own rooms, so every way out of them is counted.
  const localRooms = io.of('/').adapter.rooms;
  const hold = (socket: RealtimeSocket) => (credential: Credential) => {
    const room = credentialRoom(credential);
    if ((localRooms.get(room)?.size ?? 0) >= SOCKETS_PER_CREDENTIAL) {
      throw new HandshakeError(TOO_MANY_SOCKETS, ErrorCode.RATE_LIMITED);
    }
    // Joined at once (before the handshake's database reads), so the next handshake counts this one. A refused
    // or abandoned handshake leaves every room when Socket.IO cleans the socket up.
    void socket.join(room);
  };

  io.use((socket, next) => {
    authenticateSocket(ctx, socket.handshake.auth, hold(socket)).then(
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
    const { gameId, playerId, deviceId, expiresAt, watch, cardId } = socket.data;
    // Rooms first, then the snapshot: a change committed meanwhile is in the snapshot or arrives as a delta.
    void socket.join(gameRoom(gameId));
    if (playerId) {
      void socket.join(playerRoom(playerId));
      if (deviceId) void socket.join(playerDeviceRoom(playerId, deviceId));
      // A member's phone shows their team's card: it gets that card's cells live, as the card's own room.
      if (cardId) void socket.join([teamCardRoom(cardId), cardMemberRoom(cardId, playerId)]);
      // A gallery or standings screen gets every player's cells, batched (realtime/frames.ts).
      if (watch) void socket.join(watchRoom(gameId));
      // Presence: the host hears of each connect (online, no question asked) and each disconnect (the state
      // read across the nodes only when this node holds no other socket of the player).
      announceOnline(io, gameId, playerId);
      socket.once('disconnect', () => announceOffline(io, gameId, playerId, app.log));
    } else {
      void socket.join(hostRoom(gameId));
      void socket.join(watchRoom(gameId));
      if (socket.data.runs) void socket.join(runRoom(gameId));
      if (socket.data.userId) void socket.join(staffRoom(gameId, socket.data.userId));
    }
    if (expiresAt !== null) closeAtExpiry(socket, expiresAt);
    connectedSnapshot(ctx, socket.data).then(
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
    flushAllFrames(io);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await (closeAdapter ? closeAdapter() : io.of('/').adapter.close());
  });
  return io;
}

/**
 * Closes a host socket's transport when its access token expires. A transport close, not a Socket.IO
 * disconnect: the client reconnects by itself, and its handshake with the expired token is refused, so the web
 * client refreshes its token and connects again (apps/web/src/lib/realtime.ts).
 */
function closeAtExpiry(socket: RealtimeSocket, expiresAt: number) {
  const arm = () => {
    const delay = expiresAt - Date.now();
    timer = setTimeout(delay > MAX_DELAY_MS ? arm : () => socket.conn.close(), Math.min(delay, MAX_DELAY_MS));
    timer.unref();
  };
  let timer: NodeJS.Timeout | undefined;
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * The lobby a socket gets once connected, or undefined when its credential is no longer live: the credential is
 * read again now that the socket is reachable by a logout's disconnect. The host's snapshot lists every player
 * and says who is online; a phone's lists the most recent joins and its own entry (with the count of all),
 * without presence.
 */
async function connectedSnapshot(ctx: AppContext, data: SocketData) {
  const { credential, playerId, deviceId } = data;
  if (credential.kind === 'device') {
    if (!playerId || !deviceId) return undefined;
    return getPhoneLobbySnapshot(ctx, data.gameId, { tokenHash: credential.tokenHash, playerId, deviceId });
  }
  if (!(await liveHostCredential(ctx, data, credential))) return undefined;
  const snapshot = await getHostLobbySnapshot(ctx, data.gameId);
  if (!snapshot) return undefined;
  return { ...snapshot, players: await withPresence(ctx, data.gameId, snapshot.players) };
}
