import { REMOVED_FROM_GAME } from '@picture-bingo/shared';
import type { TCellUpdate, TGameSummary, TLeaderboard, TQueuePlayer } from '@picture-bingo/shared';
import type { AppContext } from '../context';

import { deviceTokenRoom, gameRoom, playerRoom, sessionRoom } from './types';

/**
 * Broadcasts of committed changes. Services call these only after their transaction committed, so a client
 * never sees a change the database does not hold. Through the Redis adapter they reach every server process.
 */
export function publishPlayerJoined(ctx: AppContext, gameId: string, player: TQueuePlayer) {
  ctx.io?.to(gameRoom(gameId)).emit('player:joined', player);
}

/** A player's name changed (the host renamed them, or their device rejoined under a new name). */
export function publishPlayerRenamed(ctx: AppContext, gameId: string, player: TQueuePlayer) {
  ctx.io?.to(gameRoom(gameId)).emit('player:renamed', player);
}

/** Tells the game the player left, tells the player why, then drops the player's own sockets. */
export function publishPlayerRemoved(ctx: AppContext, gameId: string, playerId: string) {
  const io = ctx.io;
  if (!io) return;
  io.to(gameRoom(gameId)).except(playerRoom(playerId)).emit('player:removed', { playerId });
  io.to(playerRoom(playerId)).emit('you:removed', { message: REMOVED_FROM_GAME });
  // Packets already queued are flushed before the connection closes.
  io.in(playerRoom(playerId)).disconnectSockets(true);
}

export function publishGameUpdated(ctx: AppContext, gameId: string, game: TGameSummary) {
  ctx.io?.to(gameRoom(gameId)).emit('game:updated', game);
}

export function publishCellUpdated(ctx: AppContext, gameId: string, update: TCellUpdate) {
  ctx.io?.to(gameRoom(gameId)).emit('cell:updated', update);
}

export function publishPlayerCompleted(
  ctx: AppContext,
  gameId: string,
  payload: { playerId: string; completedAt: string; first: boolean },
) {
  ctx.io?.to(gameRoom(gameId)).emit('player:completed', payload);
}

export function publishWinner(ctx: AppContext, gameId: string, leaderboard: TLeaderboard) {
  ctx.io?.to(gameRoom(gameId)).emit('game:winner', leaderboard);
}

/**
 * Drops every socket of ended host sessions (logout, a family revoked as stolen, a takeover closed), on every
 * node. A Socket.IO disconnect ("io server disconnect"): clients do not come back by themselves.
 */
export function disconnectSessions(ctx: AppContext, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return;
  ctx.io?.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
}

/** Drops every socket opened with these (now logged-out) player device tokens, on every node. */
export function disconnectDeviceTokens(ctx: AppContext, tokenHashes: readonly string[]) {
  if (tokenHashes.length === 0) return;
  ctx.io?.in(tokenHashes.map(deviceTokenRoom)).disconnectSockets(true);
}
