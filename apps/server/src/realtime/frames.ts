import { GAME_FRAME_MS, publicCell } from '@picture-bingo/shared';
import type { TCellUpdate, TQueuePlayer } from '@picture-bingo/shared';
import { gameRoom, hostRoom, watchRoom, type RealtimeServer } from './types';

/**
 * Batched frames (docs/decisions/009-phones-get-what-they-show.md). The screens that show the whole game (the
 * host's screens, the big screen, players' gallery and standings screens) get the game's cell changes and joins
 * at most once per GAME_FRAME_MS per game on this node, instead of one message per change: at 5,000 players one
 * photo is then one delivery to each watching screen per frame, not 5,000 deliveries per photo.
 *
 * - A cell's changes within one frame coalesce: its last state wins (a Map keyed by player and cell, the entry
 *   moved to the end on each change, so one player's updates keep their order).
 * - Everything queued here was committed before it was queued (publish.ts is called after commit).
 * - Any other event of the game (a start, a removal, a BINGO!, the winner) flushes the game's frame first, so a
 *   screen never sees an event before the changes committed ahead of it.
 * - Each node batches what it committed; through the Redis adapter its frames reach every node's sockets.
 */
interface Pending {
  joined: Map<string, TQueuePlayer>;
  cells: Map<string, TCellUpdate>;
  timer: NodeJS.Timeout;
}

const pendingByServer = new WeakMap<RealtimeServer, Map<string, Pending>>();

function pendingOf(io: RealtimeServer, gameId: string): Pending {
  let games = pendingByServer.get(io);
  if (!games) {
    games = new Map();
    pendingByServer.set(io, games);
  }
  let pending = games.get(gameId);
  if (!pending) {
    const timer = setTimeout(() => flushFrame(io, gameId), GAME_FRAME_MS);
    timer.unref();
    pending = { joined: new Map(), cells: new Map(), timer };
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

/** Queues a committed join for the game's next frame. */
export function queuePlayerJoined(io: RealtimeServer, gameId: string, player: TQueuePlayer) {
  const { joined } = pendingOf(io, gameId);
  joined.delete(player.id);
  joined.set(player.id, player);
}

/**
 * Sends the game's pending frame now: joins to the whole game, then cells, as they are to the host's sockets
 * and as the gallery shows them (an unapproved photo as an empty cell, no rejection) to the watching players'.
 */
export function flushFrame(io: RealtimeServer, gameId: string) {
  const games = pendingByServer.get(io);
  const pending = games?.get(gameId);
  if (!games || !pending) return;
  games.delete(gameId);
  clearTimeout(pending.timer);
  if (pending.joined.size > 0) io.to(gameRoom(gameId)).emit('players:joined', [...pending.joined.values()]);
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
}

/** Sends every pending frame (a node closing). */
export function flushAllFrames(io: RealtimeServer) {
  for (const gameId of [...(pendingByServer.get(io)?.keys() ?? [])]) flushFrame(io, gameId);
}
