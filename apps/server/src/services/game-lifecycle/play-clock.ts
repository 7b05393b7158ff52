import { gameStage } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';
import { clockOf } from '../../presenters/game';

/** What a game's play clock is read from. */
type TPlayClock = Pick<GameRow, 'status' | 'phase' | 'ends_at' | 'paused_at'>;

/**
 * When play stopped, or null while it runs: a paused game stopped when it was paused, a game whose time is up
 * (ran out, ended, or completed) at its end. BINGO! and prizes are judged against this moment.
 */
export function playStoppedAt(game: TPlayClock, now: Date): string | null {
  const stage = gameStage(clockOf(game), now.getTime());
  if (stage === 'playing') return null;
  return stage === 'paused' ? game.paused_at : game.ends_at;
}

/**
 * The end a move that stops play `now` writes: the deadline if it has already passed (even while paused), else
 * now, so ending or completing a game never moves the end of a clock that already ran out.
 */
export function endOfPlayNow(game: Pick<GameRow, 'ends_at'>, now: Date): string {
  return game.ends_at !== null && Date.parse(game.ends_at) <= now.getTime()
    ? game.ends_at
    : now.toISOString();
}
