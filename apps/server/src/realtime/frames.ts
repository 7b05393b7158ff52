import {
  GAME_FRAME_MS,
  LOBBY_SNAPSHOT_PLAYERS,
  PHONE_COUNT_MS,
  PHONE_COUNT_WRITES_PER_SECOND,
  publicCell,
} from '@picture-bingo/shared';
import type { TCellUpdate, TQueuePlayer } from '@picture-bingo/shared';
import type { TPhotoHearts } from '@picture-bingo/shared/hearts';
import { gameRoom, hostRoom, watchRoom, type RealtimeServer } from './types';

/**
 * Batched frames (docs/decisions/009-phones-get-what-they-show.md). The screens that show the whole game (the
 * host's screens, the big screen, players' gallery and standings screens) get the game's cell changes and joins
 * at most once per GAME_FRAME_MS per game on this node, instead of one message per change: at 5,000 players one
 * photo is then one delivery to each watching screen per frame, not 5,000 deliveries per photo.
 *
 * - A frame goes out as soon as the game's previous one is GAME_FRAME_MS old (at the end of the current task, so
 *   changes committed together share it): a change in a quiet game is not held back a whole frame, and a busy
 *   game still gets one frame per GAME_FRAME_MS (docs/decisions/057-a-frame-waits-only-for-the-last-one.md).
 * - Each frame is presented and encoded once per view, not per socket: one room broadcast per view (the host's
 *   sockets; the watching players' without them; the phones), which Socket.IO encodes once and writes to each
 *   socket as the same WebSocket frame.
 * - A cell's changes within one frame coalesce: its last state wins (a Map keyed by player and cell, the entry
 *   moved to the end on each change, so one player's updates keep their order).
 * - Everything queued here was committed before it was queued (publish.ts is called after commit).
 * - Any other event of the game (a start, a removal, a BINGO!, the winner) flushes the game's frame first, so a
 *   screen never sees an event before the changes committed ahead of it.
 * - Each node batches what it committed; through the Redis adapter its frames reach every node's sockets.
 * - Phones get what their lobby shows: the joins while the game fits in a lobby's window (LOBBY_SNAPSHOT_PLAYERS),
 *   beyond it only the count (`players:counted`), so filling a lobby of N phones is O(N) entries, not O(N²).
 *   The count goes out at most once per PHONE_COUNT_MS per game on each node, to that node's phones, less often
 *   when the game has more phones than a count may be written to in a second (phoneCountDelay); the latest (a
 *   phone keeps the highest it heard), and on the committing node before any other event of the game.
 */
interface Pending {
  /** Each join with the game's player count as of its commit (read under the game's lock). */
  joined: Map<string, { player: TQueuePlayer; playerCount: number }>;
  cells: Map<string, TCellUpdate>;
  /** Photos' heart counts, each photo's last count. */
  hearts: Map<string, TPhotoHearts>;
  timer: NodeJS.Timeout;
}

const pendingByServer = new WeakMap<RealtimeServer, Map<string, Pending>>();

/** When each game's last frame went out on this node, while that is less than GAME_FRAME_MS ago. */
const lastFrameByServer = new WeakMap<RealtimeServer, Map<string, number>>();

/** The phones' next count of a game: its highest count queued, sent when the timer fires. */
interface PendingCount {
  playerCount: number;
  timer: NodeJS.Timeout;
}

const countsByServer = new WeakMap<RealtimeServer, Map<string, PendingCount>>();

/** This node's pending entries per game (frames or counts), created on first use. */
function gamesOf<T>(byServer: WeakMap<RealtimeServer, Map<string, T>>, io: RealtimeServer): Map<string, T> {
  let games = byServer.get(io);
  if (!games) {
    games = new Map();
    byServer.set(io, games);
  }
  return games;
}

/** Removes the game's pending entry and clears its timer: the caller sends it now. */
function takePending<T extends { timer: NodeJS.Timeout }>(
  byServer: WeakMap<RealtimeServer, Map<string, T>>,
  io: RealtimeServer,
  gameId: string,
): T | undefined {
  const games = byServer.get(io);
  const pending = games?.get(gameId);
  if (!games || !pending) return undefined;
  games.delete(gameId);
  clearTimeout(pending.timer);
  return pending;
}

/**
 * How long a game's next frame waits: until GAME_FRAME_MS after its last one on this node, and no longer than the
 * current task when that is already past (so changes committed together still go in one frame).
 */
function frameDelay(io: RealtimeServer, gameId: string): number {
  const last = lastFrameByServer.get(io)?.get(gameId);
  return last === undefined ? 0 : Math.max(0, last + GAME_FRAME_MS - performance.now());
}

/** Records that the game's frame went out now; the record is dropped once it no longer delays a frame. */
function markFrameSent(io: RealtimeServer, gameId: string) {
  const games = gamesOf(lastFrameByServer, io);
  const sentAt = performance.now();
  games.set(gameId, sentAt);
  setTimeout(() => {
    if (games.get(gameId) === sentAt) games.delete(gameId);
  }, GAME_FRAME_MS).unref();
}

function pendingOf(io: RealtimeServer, gameId: string): Pending {
  const games = gamesOf(pendingByServer, io);
  let pending = games.get(gameId);
  if (!pending) {
    const timer = setTimeout(() => sendFrame(io, gameId), frameDelay(io, gameId));
    timer.unref();
    pending = { joined: new Map(), cells: new Map(), hearts: new Map(), timer };
    games.set(gameId, pending);
  }
  return pending;
}

/** Queues a committed cell change for the game's next frame (its last state wins within the frame). */
export function queueCellUpdate(io: RealtimeServer, gameId: string, update: TCellUpdate) {
  const { cells } = pendingOf(io, gameId);
  const key = `${update.playerId}:${update.cell.idx}`;
  cells.delete(key);
  cells.set(key, update);
}

/** Queues a photo's committed heart count for the game's next frame (its last count wins within the frame). */
export function queueHearts(io: RealtimeServer, gameId: string, update: TPhotoHearts) {
  const { hearts } = pendingOf(io, gameId);
  const key = `${update.playerId}:${update.idx}`;
  hearts.delete(key);
  hearts.set(key, update);
}

/** Queues a committed join (or restore) for the game's next frame; playerCount: the game's players after it. */
export function queuePlayerJoined(
  io: RealtimeServer,
  gameId: string,
  player: TQueuePlayer,
  playerCount: number,
) {
  const { joined } = pendingOf(io, gameId);
  joined.delete(player.id);
  joined.set(player.id, { player, playerCount });
}

/**
 * The joins to the game's screens: every one to the host's sockets and the watching players' (their queue, big
 * screen, gallery and standings list or count every player). A phone's lobby lists the game's players while they
 * fit its window and the most recent LOBBY_SNAPSHOT_PLAYERS of its snapshot after that, so it gets the joins that
 * leave the game within the window, and for the rest only the count after the frame's last join.
 */
function sendJoins(io: RealtimeServer, gameId: string, joined: Pending['joined']) {
  const entries = [...joined.values()];
  const watching = [hostRoom(gameId), watchRoom(gameId)];
  io.to(watching).emit(
    'players:joined',
    entries.map((e) => e.player),
  );
  const listed = entries.filter((e) => e.playerCount <= LOBBY_SNAPSHOT_PLAYERS).map((e) => e.player);
  if (listed.length > 0) phones(io, gameId).emit('players:joined', listed);
  if (listed.length < entries.length)
    announcePhoneCount(io, gameId, Math.max(...entries.map((e) => e.playerCount)));
}

/** The game's player sockets that are not watching (phones on their lobby or card), on every node or this one's. */
const phones = (io: RealtimeServer | RealtimeServer['local'], gameId: string) =>
  io.to(gameRoom(gameId)).except([hostRoom(gameId), watchRoom(gameId)]);

/** Servers sharing rooms with other nodes (the Redis adapter): their counts are told to the other nodes. */
const clustered = new WeakSet<RealtimeServer>();

/**
 * Each node writes the phones' count to its own phones, at its own pace (phoneCountDelay); the node that committed
 * the joins tells the other nodes the count (one message a node, not one a phone), and each queues it for its own
 * phones. However many nodes commit a game's joins, a phone hears its count at most once per phoneCountDelay.
 */
function announcePhoneCount(io: RealtimeServer, gameId: string, playerCount: number) {
  queuePhoneCount(io, gameId, playerCount);
  if (clustered.has(io)) io.serverSideEmit('phoneCount', gameId, playerCount);
}

/** A node sharing rooms through the adapter: the counts the other nodes announce are queued for its phones. */
export function hearPhoneCounts(io: RealtimeServer) {
  clustered.add(io);
  io.on('phoneCount', (gameId, playerCount) => queuePhoneCount(io, gameId, playerCount));
}

/**
 * How long the phones' count waits: PHONE_COUNT_MS, longer when the game has more players than
 * PHONE_COUNT_WRITES_PER_SECOND. Each count is one write to each of the game's phones on each node, so the game's
 * player count, not this node's sockets, is what it costs.
 */
export function phoneCountDelay(players: number) {
  return Math.max(PHONE_COUNT_MS, Math.ceil((players / PHONE_COUNT_WRITES_PER_SECOND) * 1000));
}

/** Queues the phones' count: the first starts the game's timer (phoneCountDelay), later ones raise its count. */
function queuePhoneCount(io: RealtimeServer, gameId: string, playerCount: number) {
  const games = gamesOf(countsByServer, io);
  const pending = games.get(gameId);
  if (pending) {
    pending.playerCount = Math.max(pending.playerCount, playerCount);
    return;
  }
  const timer = setTimeout(() => sendPhoneCount(io, gameId), phoneCountDelay(playerCount));
  timer.unref();
  games.set(gameId, { playerCount, timer });
}

function sendPhoneCount(io: RealtimeServer, gameId: string) {
  const pending = takePending(countsByServer, io, gameId);
  if (pending) phones(io.local, gameId).emit('players:counted', { playerCount: pending.playerCount });
}

/**
 * Sends the game's pending frame now: joins (sendJoins), then cells, as they are to the host's sockets and as the
 * gallery shows them (an unapproved photo as an empty cell, no rejection) to the watching players'.
 */
function sendFrame(io: RealtimeServer, gameId: string) {
  const pending = takePending(pendingByServer, io, gameId);
  if (!pending) return;
  markFrameSent(io, gameId);
  if (pending.joined.size > 0) sendJoins(io, gameId, pending.joined);
  if (pending.cells.size > 0) {
    const updates = [...pending.cells.values()];
    io.to(hostRoom(gameId)).emit('cells:updated', updates);
    io.to(watchRoom(gameId))
      .except(hostRoom(gameId))
      .emit(
        'cells:updated',
        updates.map(({ rejected: _private, ...rest }) => ({ ...rest, cell: publicCell(rest.cell) })),
      );
  }
  // Counts of shown photos only: the same for everyone watching the game's photos.
  if (pending.hearts.size > 0) {
    io.to([hostRoom(gameId), watchRoom(gameId)]).emit('hearts:updated', [...pending.hearts.values()]);
  }
}

/**
 * Sends the game's pending frame and this node's phones' count now (before another event of the game). Another
 * node's phones may hear a count queued there after the event: a count only ever raises what a phone shows.
 */
export function flushFrame(io: RealtimeServer, gameId: string) {
  sendFrame(io, gameId);
  sendPhoneCount(io, gameId);
}

/** Sends every pending frame and count (a node closing). */
export function flushAllFrames(io: RealtimeServer) {
  for (const gameId of [...(pendingByServer.get(io)?.keys() ?? [])]) sendFrame(io, gameId);
  for (const gameId of [...(countsByServer.get(io)?.keys() ?? [])]) sendPhoneCount(io, gameId);
}
