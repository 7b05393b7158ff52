import type { TGameSummary, TLobbySnapshot, TQueuePlayer } from '@picture-bingo/shared';

/** What a game's channel knows: the game and its (not removed) players, in joining order. */
export interface GameChannelState {
  game: TGameSummary | null;
  players: TQueuePlayer[];
}

export type GameChannelEvent =
  | { type: 'snapshot'; snapshot: TLobbySnapshot }
  | { type: 'joined'; player: TQueuePlayer }
  | { type: 'removed'; playerId: string }
  | { type: 'presence'; playerId: string; online: boolean }
  | { type: 'renamed'; player: TQueuePlayer }
  | { type: 'game'; game: TGameSummary };

export const emptyChannel: GameChannelState = { game: null, players: [] };

/**
 * Folds the server's events into the channel's state. A snapshot (sent on every connect and reconnect) replaces
 * everything; deltas are idempotent, so a delta that raced the snapshot never duplicates a player.
 */
export function gameChannelReducer(state: GameChannelState, event: GameChannelEvent): GameChannelState {
  switch (event.type) {
    case 'snapshot':
      return { game: event.snapshot.game, players: event.snapshot.players };
    case 'joined': {
      const index = state.players.findIndex((p) => p.id === event.player.id);
      if (index === -1) return { ...state, players: [...state.players, event.player] };
      // A batched join can repeat a player the snapshot already holds: what the snapshot knew (online) stays.
      const players = state.players.slice();
      players[index] = { ...players[index], ...event.player };
      return { ...state, players };
    }
    case 'renamed':
      // A player the channel does not hold yet arrives with its name in the next join or snapshot.
      return {
        ...state,
        players: state.players.map((p) => (p.id === event.player.id ? { ...p, name: event.player.name } : p)),
      };
    case 'removed':
      return { ...state, players: state.players.filter((p) => p.id !== event.playerId) };
    case 'presence':
      // Only the host hears presence; a player not (yet) in the list is left alone.
      return {
        ...state,
        players: state.players.map((p) => (p.id === event.playerId ? { ...p, online: event.online } : p)),
      };
    case 'game':
      return { ...state, game: event.game };
  }
}
