import type { GameRow } from '../db/repositories/games.repo';
import { gameStage } from '@picture-bingo/shared';
import { clockOf } from '../presenters/game';

/** setTimeout's longest delay; a later end is re-armed when this one fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** One timer per playing game, firing at its ends_at (the moment uploads close for everyone). */
export interface GameTimers {
  /** (Re)arms the game's timer from its row; clears it when the clock is not running. */
  schedule(game: GameRow): void;
  clear(gameId: string): void;
  /** Clears every timer (server shutdown). */
  clearAll(): void;
}

/**
 * `onTimeUp` runs when a game's time may be up; it re-reads the game and decides (the game may have been
 * paused, resumed or ended meanwhile, by this process or another one).
 */
export function createGameTimers(onTimeUp: (gameId: string) => void): GameTimers {
  const timers = new Map<string, NodeJS.Timeout>();

  const clear = (gameId: string) => {
    const timer = timers.get(gameId);
    if (timer) clearTimeout(timer);
    timers.delete(gameId);
  };

  return {
    schedule(game) {
      clear(game.id);
      // The clock runs only while playing as stored (not paused, not ended) with a time limit.
      if (gameStage(clockOf(game)) !== 'playing' || game.ends_at === null) return;
      const delay = Math.min(MAX_DELAY_MS, Math.max(0, Date.parse(game.ends_at) - Date.now()));
      const timer = setTimeout(() => {
        timers.delete(game.id);
        onTimeUp(game.id);
      }, delay);
      // A pending end of game never keeps the process alive.
      timer.unref();
      timers.set(game.id, timer);
    },
    clear,
    clearAll() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
