import { MOVED_TO_ANOTHER_DEVICE, publicCell, REMOVED_FROM_GAME } from '@picture-bingo/shared';
import type {
  ServerToClientEvents,
  TCellUpdate,
  TGameSummary,
  TLeaderboard,
  TQueuePlayer,
} from '@picture-bingo/shared';
import type { AppContext } from '../context';

import { deviceTokenRoom, gameRoom, hostRoom, playerDeviceRoom, playerRoom, sessionRoom } from './types';

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

/**
 * A player continued on another device: the old device's sockets (on every node) are told why, then dropped.
 * The new device's sockets are not touched. Presence follows from the disconnects.
 */
export function publishPlayerMoved(ctx: AppContext, playerId: string, fromDeviceId: string) {
  const io = ctx.io;
  if (!io) return;
  const room = playerDeviceRoom(playerId, fromDeviceId);
  io.to(room).emit('you:moved', { message: MOVED_TO_ANOTHER_DEVICE });
  io.in(room).disconnectSockets(true);
}

export function publishGameUpdated(ctx: AppContext, gameId: string, game: TGameSummary) {
  ctx.io?.to(gameRoom(gameId)).emit('game:updated', game);
}

/**
 * The cell as it is goes to its player and the host; the game's other sockets get it as their gallery shows it
 * (a photo awaiting review as an empty cell, no rejection reason), so an unapproved photo never reaches them.
 */
export function publishCellUpdated(ctx: AppContext, gameId: string, update: TCellUpdate) {
  const io = ctx.io;
  if (!io) return;
  const own = [playerRoom(update.playerId), hostRoom(gameId)];
  io.to(own).emit('cell:updated', update);
  const { rejected: _private, ...rest } = update;
  io.to(gameRoom(gameId))
    .except(own)
    .emit('cell:updated', { ...rest, cell: publicCell(update.cell) });
}

export function publishPlayerCompleted(
  ctx: AppContext,
  gameId: string,
  payload: { playerId: string; completedAt: string; first: boolean },
) {
  ctx.io?.to(gameRoom(gameId)).emit('player:completed', payload);
}

/** A player's BINGO! was accepted: the whole game room (host screens, big screen, every phone) is told. */
export function publishBingoCalled(
  ctx: AppContext,
  gameId: string,
  payload: Parameters<ServerToClientEvents['bingo:called']>[0],
) {
  ctx.io?.to(gameRoom(gameId)).emit('bingo:called', payload);
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
