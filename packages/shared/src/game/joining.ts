import { GAME_ENDED, gameStage, isPlayOver, type TGameClock } from './stage';

// Why a guest cannot join a game, told the same way by the server (409) and by the join screen before any name
// is typed.

/** A draft: the host has not paid for it yet, so its lobby is not open. */
export const GAME_NOT_OPEN = 'This game is not open yet. Ask the host to open it, then try again.';
/** Every place is taken. */
export const GAME_FULL = 'This game is full';
/** The game started and its host closed joining at the start (game rules). */
export const JOIN_CLOSED = 'This game has already started and is closed to new players';

/** The host locked the room: no new players for now (the host can unlock it). */
export const ROOM_LOCKED = 'This room is locked by the host';

/** What the join rule reads of a game: its stage, its places and its host's late-join setting. */
export interface TJoinableGame extends TGameClock {
  playerCount: number;
  maxPlayer: number;
  joinAfterStart: boolean;
  /** The host locked the room (absent: not locked). */
  joinsLocked?: boolean;
}

/**
 * Why a new player may not join this game at `now` (server time), or null when they may: joining is open from
 * the moment the game is live until play is over (time up, ended, completed or cancelled), unless the host closed
 * it at the start, while the host has not locked the room, and while there is a free place. Without `now`, the stage as the game was presented.
 */
export function joinRefusal(game: TJoinableGame, now?: number): string | null {
  const stage = gameStage(game, now);
  if (stage === 'draft') return GAME_NOT_OPEN;
  if (isPlayOver(stage)) return GAME_ENDED;
  if (stage !== 'lobby' && !game.joinAfterStart) return JOIN_CLOSED;
  if (game.joinsLocked) return ROOM_LOCKED;
  if (game.playerCount >= game.maxPlayer) return GAME_FULL;
  return null;
}
