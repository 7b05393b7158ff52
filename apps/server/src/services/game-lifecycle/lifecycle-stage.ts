import { gameStage, storedStage, type TGameStage } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';

/**
 * Where a game stands for its transitions: the shared stage, except that a game playing as stored whose clock
 * ran out (nobody wrote time-up yet) is `overdue` — it can still be ended, but no longer paused.
 */
export type TLifecycleStage = TGameStage | 'overdue';

/** What a game's stage is read from. */
export type TLifecycleGame = Pick<GameRow, 'status' | 'phase' | 'ends_at' | 'paused_at'>;

/** The game's lifecycle stage at `now` (the server's clock). */
export function lifecycleStageOf(game: TLifecycleGame, now: Date): TLifecycleStage {
  const stored = storedStage(game);
  const byClock = gameStage({ status: game.status, phase: game.phase, endsAt: game.ends_at }, now.getTime());
  return stored === 'playing' && byClock === 'time-up' ? 'overdue' : byClock;
}

/**
 * When play stopped, or null while it runs: a paused game stopped when it was paused, a game whose time is up
 * (ran out, ended, or completed) at its end. BINGO! and prizes are judged against this moment.
 */
export function playStoppedAt(game: TLifecycleGame, now: Date): string | null {
  const stage = gameStage({ status: game.status, phase: game.phase, endsAt: game.ends_at }, now.getTime());
  if (stage === 'playing') return null;
  return stage === 'paused' ? game.paused_at : game.ends_at;
}

/**
 * The end a transition that stops play `now` writes: the deadline if it has already passed (even while paused),
 * else now, so ending or completing a game never moves the end of a clock that already ran out.
 */
export function endOfPlayNow(game: TLifecycleGame, now: Date): string {
  return game.ends_at !== null && Date.parse(game.ends_at) <= now.getTime()
    ? game.ends_at
    : now.toISOString();
}
