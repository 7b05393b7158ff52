import type { TQueuePlayer } from '@picture-bingo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { gameRoom, hostRoom, playerRoom, type RealtimeServer } from './types';

/**
 * Presence: a player is online while at least one socket of theirs is connected, on any node. Nothing is
 * stored: the sockets themselves are asked (fetchSockets), through the Redis adapter every node answers for
 * its own, and a node that died has no subscription left, so its sockets stop counting at once. While Redis is
 * away the answer falls back to this node's sockets.
 */

/**
 * How long the other nodes get to answer: a Redis that hangs (rather than refuses) must not hold the host's
 * queue up; the answer then comes from this node's sockets.
 */
export const PRESENCE_TIMEOUT_MS = 1500;

/** The sockets in a room on every node, or on this node alone when the others cannot be asked in time. */
async function socketsIn(io: RealtimeServer, room: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('presence: no answer in time')), PRESENCE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([io.in(room).fetchSockets(), timeout]);
  } catch {
    return io.local.in(room).fetchSockets();
  } finally {
    clearTimeout(timer);
  }
}

/** The ids of the players of a game with a connected socket (one round trip to every node). */
export async function onlinePlayerIds(io: RealtimeServer, gameId: string): Promise<Set<string>> {
  const sockets = await socketsIn(io, gameRoom(gameId));
  const online = new Set<string>();
  for (const socket of sockets) if (socket.data.playerId) online.add(socket.data.playerId);
  return online;
}

/** Whether this player has a connected socket on any node. */
export async function isPlayerOnline(io: RealtimeServer, playerId: string): Promise<boolean> {
  return (await socketsIn(io, playerRoom(playerId))).length > 0;
}

/** The queue as the host sees it: each player with `online`. Without a socket server, players as they are. */
export async function withPresence(ctx: AppContext, gameId: string, players: TQueuePlayer[]) {
  if (!ctx.io) return players;
  const online = await onlinePlayerIds(ctx.io, gameId);
  return players.map((player) => ({ ...player, online: online.has(player.id) }));
}

/**
 * A socket of the player just connected: the player is online, on any node's count, so the host hears so at
 * once, without asking every node (at 5,000 players a fetchSockets per connect was a round trip to every node
 * per join).
 */
export function announceOnline(io: RealtimeServer, gameId: string, playerId: string) {
  io.to(hostRoom(gameId)).emit('player:presence', { playerId, online: true });
}

/**
 * A socket of the player disconnected. While this node holds another socket of theirs they are still online,
 * without asking; otherwise the state is read again across every node rather than assumed, so a tab still open
 * on another node keeps the player online.
 */
export function announceOffline(
  io: RealtimeServer,
  gameId: string,
  playerId: string,
  log: FastifyBaseLogger,
) {
  if ((io.of('/').adapter.rooms.get(playerRoom(playerId))?.size ?? 0) > 0) {
    io.to(hostRoom(gameId)).emit('player:presence', { playerId, online: true });
    return;
  }
  isPlayerOnline(io, playerId).then(
    (online) => io.to(hostRoom(gameId)).emit('player:presence', { playerId, online }),
    (error: unknown) => log.warn({ err: error }, 'presence: could not read the player’s sockets'),
  );
}
