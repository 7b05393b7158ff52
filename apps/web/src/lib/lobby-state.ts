import type { TGameSummary, TLobbySnapshot, TQueuePlayer } from '@picture-bingo/shared';

/** What a lobby screen knows: the game and its (not removed) players, in joining order. */
export interface LobbyState {
  game: TGameSummary | null;
  players: TQueuePlayer[];
}

export type LobbyEvent =
  | { type: 'snapshot'; snapshot: TLobbySnapshot }
  | { type: 'joined'; player: TQueuePlayer }
  | { type: 'removed'; playerId: string }
  | { type: 'game'; game: TGameSummary };

export const emptyLobby: LobbyState = { game: null, players: [] };

/**
 * Folds the server's events into the lobby. A snapshot (sent on every connect and reconnect) replaces
 * everything; deltas are idempotent, so a delta that raced the snapshot never duplicates a player.
 */
export function lobbyReducer(state: LobbyState, event: LobbyEvent): LobbyState {
  switch (event.type) {
    case 'snapshot':
      return { game: event.snapshot.game, players: event.snapshot.players };
    case 'joined': {
      const index = state.players.findIndex((p) => p.id === event.player.id);
      if (index === -1) return { ...state, players: [...state.players, event.player] };
      const players = state.players.slice();
      players[index] = event.player;
      return { ...state, players };
    }
    case 'removed':
      return { ...state, players: state.players.filter((p) => p.id !== event.playerId) };
    case 'game':
      return { ...state, game: event.game };
  }
}
