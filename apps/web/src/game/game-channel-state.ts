import type { TGameSummary, TLobbySnapshot, TQueuePlayer } from '@picture-bingo/shared';

/**
 * What a game's channel knows: the game and its (not removed) players, in joining order. A host's channel holds
 * every player; a player's holds the snapshot's window (the most recent joins and its own entry) and the joins
 * since while the game fits the window (a phone is sent only the count after that, a watching screen every
 * join), so `playerCount` (every player of the game) can be more than `players` lists.
 */
export interface GameChannelState {
  game: TGameSummary | null;
  players: TQueuePlayer[];
  playerCount: number;
  /**
   * Presence heard for players not listed yet, applied when they join: a phone's socket connects (presence goes out
   * at once) before its join arrives in the game's next batched frame.
   */
  earlyPresence?: Readonly<Record<string, boolean>>;
}

/** The early presence without these players' entries (undefined when none is left). */
function withoutEarly(early: GameChannelState['earlyPresence'], ids: readonly string[]) {
  if (!early) return undefined;
  const rest = Object.fromEntries(Object.entries(early).filter(([id]) => !ids.includes(id)));
  return Object.keys(rest).length > 0 ? rest : undefined;
}

export type GameChannelEvent =
  | { type: 'snapshot'; snapshot: TLobbySnapshot }
  | { type: 'joined'; player: TQueuePlayer }
  | { type: 'counted'; playerCount: number }
  | { type: 'removed'; playerId: string }
  | { type: 'presence'; playerId: string; online: boolean }
  | { type: 'renamed'; player: TQueuePlayer }
  | { type: 'game'; game: TGameSummary };

export const emptyChannel: GameChannelState = { game: null, players: [], playerCount: 0 };

/**
 * Folds the server's events into the channel's state. A snapshot (sent on every connect and reconnect) replaces
 * everything; deltas are idempotent, so a delta that raced the snapshot never duplicates a player or counts one
 * twice: a join counts only a player not listed yet (a join racing the snapshot is among its most recent, so
 * listed, unless over LOBBY_SNAPSHOT_PLAYERS joins raced it). A removal counts down a listed player, or any player while the list is a window (`players` fewer than
 * `playerCount`): the players it leaves out are the game's too.
 */
export function gameChannelReducer(state: GameChannelState, event: GameChannelEvent): GameChannelState {
  switch (event.type) {
    case 'snapshot': {
      const { game, players, playerCount } = event.snapshot;
      // The snapshot's players come with their presence; presence heard for players it does not list yet stays.
      const earlyPresence = withoutEarly(
        state.earlyPresence,
        players.map((p) => p.id),
      );
      // An older server's snapshot has no count: it listed every player.
      return {
        game,
        players,
        playerCount: Math.max(playerCount ?? 0, players.length),
        ...(earlyPresence && { earlyPresence }),
      };
    }
    case 'joined': {
      const index = state.players.findIndex((p) => p.id === event.player.id);
      const early = state.earlyPresence?.[event.player.id];
      if (index === -1) {
        const player = early === undefined ? event.player : { ...event.player, online: early };
        const earlyPresence = withoutEarly(state.earlyPresence, [event.player.id]);
        return {
          ...state,
          players: [...state.players, player],
          playerCount: state.playerCount + 1,
          earlyPresence,
        };
      }
      // A batched join can repeat a player the snapshot already holds: what the snapshot knew (online) stays.
      const players = state.players.slice();
      players[index] = { ...players[index], ...event.player };
      return { ...state, players };
    }
    case 'counted':
      // Joins past the window, counted at their commit: a count older than what the channel knows (a frame that
      // raced the snapshot, or another node's frame arriving late) never takes it back.
      return { ...state, playerCount: Math.max(state.playerCount, event.playerCount) };
    case 'renamed':
      // A player the channel does not hold yet arrives with its name in the next join or snapshot.
      return {
        ...state,
        players: state.players.map((p) => (p.id === event.player.id ? { ...p, name: event.player.name } : p)),
      };
    case 'removed': {
      const players = state.players.filter((p) => p.id !== event.playerId);
      const counted = players.length < state.players.length || state.players.length < state.playerCount;
      return {
        ...state,
        players,
        playerCount: counted ? Math.max(state.playerCount - 1, players.length) : state.playerCount,
      };
    }
    case 'presence':
      // Only the host hears presence. A player not in the list yet is kept for their join.
      if (!state.players.some((p) => p.id === event.playerId)) {
        return { ...state, earlyPresence: { ...state.earlyPresence, [event.playerId]: event.online } };
      }
      return {
        ...state,
        players: state.players.map((p) => (p.id === event.playerId ? { ...p, online: event.online } : p)),
      };
    case 'game':
      return { ...state, game: event.game };
  }
}
