import { ErrorCode, MOVED_TO_ANOTHER_DEVICE, REMOVED_FROM_GAME, teammateCell } from '@picture-bingo/shared';
import type {
  ServerToClientEvents,
  TCellUpdate,
  TGameSummary,
  TLeaderboard,
  TQueuePlayer,
  TDeviceClaim,
  TBingoCall,
} from '@picture-bingo/shared';
import type { AppContext } from '../context';

import type { TPhotoHearts } from '@picture-bingo/shared/hearts';
import { flushFrame, queueCellUpdate, queueHearts, queuePlayerJoined } from './frames';
import {
  cardMemberRoom,
  deviceTokenRoom,
  gameRoom,
  hostRoom,
  playerDeviceRoom,
  playerRoom,
  runRoom,
  sessionRoom,
  staffRoom,
  teamCardRoom,
} from './types';

/**
 * Broadcasts of committed changes. Services call these only after their transaction committed, so a client
 * never sees a change the database does not hold. Through the Redis adapter they reach every server process.
 */
export function publishPlayerJoined(
  ctx: AppContext,
  gameId: string,
  player: TQueuePlayer,
  /** The game's players as of the join's commit: what phones get once their lobby's window is full. */
  playerCount: number,
) {
  // Batched: a lobby filling with thousands of players repaints once per frame (realtime/frames.ts).
  if (ctx.io) queuePlayerJoined(ctx.io, gameId, player, playerCount);
}

/** The game's room, after the game's pending frame: an event never overtakes changes committed before it. */
function inOrder(ctx: AppContext, gameId: string) {
  const io = ctx.io;
  if (!io) return null;
  flushFrame(io, gameId);
  return io;
}

/** A player's name changed (the host renamed them, or their device rejoined under a new name). */
export function publishPlayerRenamed(ctx: AppContext, gameId: string, player: TQueuePlayer) {
  inOrder(ctx, gameId)?.to(gameRoom(gameId)).emit('player:renamed', player);
}

/** Tells the game the player left, tells the player why, then drops the player's own sockets. */
export function publishPlayerRemoved(ctx: AppContext, gameId: string, playerId: string) {
  const io = inOrder(ctx, gameId);
  if (!io) return;
  io.to(gameRoom(gameId)).except(playerRoom(playerId)).emit('player:removed', { playerId });
  io.to(playerRoom(playerId)).emit('you:removed', {
    message: REMOVED_FROM_GAME,
    code: ErrorCode.REMOVED_FROM_GAME,
  });
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
  io.to(room).emit('you:moved', {
    message: MOVED_TO_ANOTHER_DEVICE,
    code: ErrorCode.MOVED_TO_ANOTHER_DEVICE,
  });
  io.in(room).disconnectSockets(true);
}

export function publishGameUpdated(ctx: AppContext, gameId: string, game: TGameSummary) {
  inOrder(ctx, gameId)?.to(gameRoom(gameId)).emit('game:updated', game);
}

/**
 * Phones get what they show (docs/decisions/009-phones-get-what-they-show.md): the cell as it is goes at once to
 * its own player's sockets; the host's sockets and the players' sockets watching the whole game (gallery,
 * standings) get it in the game's next batched frame (`cells:updated`, realtime/frames.ts), the watchers as the
 * gallery shows it (a photo awaiting review as an empty cell, no rejection reason). Other phones get nothing.
 * On a team's card, a photo that does not count yet goes as it is to its uploader's phones only; their
 * teammates' phones get the cell as the room sees it (teammateCell).
 */
export function publishCellUpdated(ctx: AppContext, gameId: string, update: TCellUpdate) {
  const io = ctx.io;
  if (!io) return;
  const card = playerRoom(update.playerId);
  const forTeammates = teammateCell(update.cell, null);
  if (update.cell.addedBy && forTeammates !== update.cell) {
    const uploader = cardMemberRoom(update.playerId, update.cell.addedBy);
    io.to(uploader).emit('cell:updated', update);
    io.to(card)
      .except(uploader)
      .emit('cell:updated', { ...update, cell: forTeammates });
  } else {
    io.to(card).emit('cell:updated', update);
  }
  queueCellUpdate(io, gameId, update);
}

/** A photo's heart count changed (committed): the game's screens hear of it in the next frame. */
export function publishHearts(ctx: AppContext, gameId: string, update: TPhotoHearts) {
  if (ctx.io) queueHearts(ctx.io, gameId, update);
}

export function publishPlayerCompleted(
  ctx: AppContext,
  gameId: string,
  payload: { playerId: string; completedAt: string; first: boolean },
) {
  inOrder(ctx, gameId)?.to(gameRoom(gameId)).emit('player:completed', payload);
}

/** A player's BINGO! was accepted: the whole game room (host screens, big screen, every phone) is told. */
export function publishBingoCalled(
  ctx: AppContext,
  gameId: string,
  payload: Parameters<ServerToClientEvents['bingo:called']>[0],
) {
  inOrder(ctx, gameId)?.to(gameRoom(gameId)).emit('bingo:called', payload);
}

/** A BINGO! call was answered: the card's phones (a team's members) and the screens of those who run the game. */
export function publishBingoAnswered(ctx: AppContext, gameId: string, call: TBingoCall) {
  inOrder(ctx, gameId)
    ?.to([playerRoom(call.playerId), runRoom(gameId)])
    .emit('bingo:answered', call);
}

export function publishWinner(ctx: AppContext, gameId: string, leaderboard: TLeaderboard) {
  inOrder(ctx, gameId)?.to(gameRoom(gameId)).emit('game:winner', leaderboard);
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

/**
 * Someone's role in a game was taken away: their host sockets of that game (big screen, review, rooms) are
 * dropped on every node. The handshake would now refuse them, so their screens do not come back.
 */
export function disconnectStaff(ctx: AppContext, gameId: string, userId: string) {
  ctx.io?.in(staffRoom(gameId, userId)).disconnectSockets(true);
}

/** A deleted game: every socket still watching it (results, big screen, lobby) is dropped, on every node. */
export function disconnectGame(ctx: AppContext, gameIds: readonly string[]) {
  if (gameIds.length === 0) return;
  ctx.io?.in(gameIds.map(gameRoom)).disconnectSockets(true);
}

/** A prize was awarded (migration 015's prizes): the prize and every prize of the game with its winner so far. */
export function publishPrizeAwarded(
  ctx: AppContext,
  gameId: string,
  payload: Parameters<ServerToClientEvents['prize:awarded']>[0],
) {
  inOrder(ctx, gameId)?.to(gameRoom(gameId)).emit('prize:awarded', payload);
}

/**
 * An awarded prize's winner's card stopped meeting its condition, meets it again, or the host kept the prize:
 * the staff's screens only (owner, co-hosts, moderators), with the prizes as the staff see them.
 */
export function publishPrizeLine(
  ctx: AppContext,
  gameId: string,
  payload: Parameters<ServerToClientEvents['prize:line']>[0],
) {
  inOrder(ctx, gameId)?.to(hostRoom(gameId)).emit('prize:line', payload);
}

/** The host withdrew a prize: every screen of the game lists the prizes anew, and the winner's phones say so. */
export function publishPrizeWithdrawn(
  ctx: AppContext,
  gameId: string,
  payload: Parameters<ServerToClientEvents['prize:withdrawn']>[0],
) {
  inOrder(ctx, gameId)?.to(gameRoom(gameId)).emit('prize:withdrawn', payload);
}

/** A guest asks to continue as a player, or a claim was decided: the screens of those who run the game only. */
export function publishDeviceClaim(
  ctx: AppContext,
  gameId: string,
  event: 'claim:requested' | 'claim:settled',
  claim: TDeviceClaim,
) {
  ctx.io?.to(runRoom(gameId)).emit(event, claim);
}

/**
 * A member moved to another team: the game hears of it (queue, lobby), the member's sockets on every node leave
 * the old card's room for the new one's and are told, so their phone shows the new card.
 */
export function publishMemberMoved(
  ctx: AppContext,
  gameId: string,
  move: { playerId: string; teamId: string; fromCardId: string | null; cardId: string },
) {
  const io = inOrder(ctx, gameId);
  if (!io) return;
  const member = playerRoom(move.playerId);
  if (move.fromCardId) {
    io.in(member).socketsLeave([
      teamCardRoom(move.fromCardId),
      cardMemberRoom(move.fromCardId, move.playerId),
    ]);
  }
  io.in(member).socketsJoin([teamCardRoom(move.cardId), cardMemberRoom(move.cardId, move.playerId)]);
  io.to(gameRoom(gameId)).emit('player:team', { playerId: move.playerId, teamId: move.teamId });
  io.to(member).emit('you:team', { teamId: move.teamId, cardId: move.cardId });
}
