import type { TGamePhase, TGameStatus } from '../schemas/game';

/**
 * Where a game stands, told one way on the server and on every screen:
 * - `draft`: not paid for yet (INACTIVE); players cannot join.
 * - `lobby`: live, players join and wait for the host to start.
 * - `playing`: the clock runs (or there is no time limit); players upload photos.
 * - `paused`: the host paused; the clock is stopped, even past the old end, and uploads wait.
 * - `time-up`: play is over (time ran out or the host ended it), the winner is not chosen yet; uploads are closed.
 * - `completed`: the host chose the winner.
 * - `cancelled`: the host cancelled the game.
 *
 * `overdue` is not a stage: it is a `time-up` game whose end nobody wrote (playing as stored, its `ends_at`
 * passed). Every screen shows it as time-up; only the server's lifecycle table tells it apart (such a game can
 * still be ended, no longer paused).
 */
export const GAME_STAGES = [
  'draft',
  'lobby',
  'playing',
  'paused',
  'time-up',
  'completed',
  'cancelled',
] as const;
export type TGameStage = (typeof GAME_STAGES)[number];

/** What the stage is read from: a game's status and phase, and its deadline (a server time) for the clock. */
export interface TGameClock {
  status: TGameStatus;
  phase: TGamePhase;
  endsAt?: string | null;
  /** The host ended play before its time ran out. */
  endedEarly?: boolean;
}

/**
 * The stage a game's stored status and phase say, without the clock: the one table of status × phase. A running
 * clock is the only other input (gameStage), so this table and `endsAt` tell every stage.
 */
export const STORED_STAGE: Record<TGameStatus, Record<TGamePhase, TGameStage>> = {
  INACTIVE: { lobby: 'draft', playing: 'draft', finished: 'draft' },
  ACTIVE: { lobby: 'lobby', playing: 'playing', finished: 'time-up' },
  // A paused game's clock is stopped: resuming moves the end later by the pause.
  PAUSED: { lobby: 'lobby', playing: 'paused', finished: 'time-up' },
  COMPLETED: { lobby: 'completed', playing: 'completed', finished: 'completed' },
  CANCELLED: { lobby: 'cancelled', playing: 'cancelled', finished: 'cancelled' },
};

/**
 * The stage of a game at `now` (ms since the epoch, on the server's clock): the one function that tells it, on the
 * server and on every screen. A playing game is time-up from the exact moment of `endsAt` on, even before anyone
 * wrote so. Without `now`, the stage its stored status and phase say: on a screen, the stage as the game was
 * presented (the server presents the phase of a game whose time ran out as `finished`).
 */
export function gameStage(game: TGameClock, now?: number): TGameStage {
  const stored = STORED_STAGE[game.status][game.phase];
  if (stored !== 'playing') return stored;
  if (now !== undefined && game.endsAt && now >= Date.parse(game.endsAt)) return 'time-up';
  return 'playing';
}

/** Not started yet: a draft or a game in its lobby. */
export const isBeforeStart = (stage: TGameStage): boolean => stage === 'draft' || stage === 'lobby';

/** The game is history: its winner is chosen or it was cancelled (nothing about it changes any more). */
export const isSettled = (stage: TGameStage): stage is 'completed' | 'cancelled' =>
  stage === 'completed' || stage === 'cancelled';

/** Play is over for good or until the winner is chosen: no more photos, pausing or ending. */
export const isPlayOver = (stage: TGameStage): boolean => stage === 'time-up' || isSettled(stage);

// What the stages say, on the server (409 messages) and on screen.
export const NOT_STARTED = "The game hasn't started yet";
export const GAME_PAUSED = 'The game is paused';
export const TIME_IS_UP = 'Time is up! Uploads are closed.';
export const HOST_ENDED_UPLOADS_CLOSED = 'The host ended the game. Uploads are closed.';
export const GAME_OVER = 'The game is over. Uploads are closed.';
export const GAME_CANCELLED = 'This game was cancelled';
export const CANCELLED_UPLOADS_CLOSED = 'This game was cancelled. Uploads are closed.';
export const GAME_ENDED = 'This game has ended';
export const ALREADY_STARTED = 'This game has already started';

/**
 * Why photos can no longer be added or changed in this stage, or null while they can (paused games wait);
 * `endedEarly`: the host ended play before its time ran out.
 */
export function uploadsClosedText(stage: TGameStage, endedEarly = false): string | null {
  switch (stage) {
    case 'cancelled':
      return CANCELLED_UPLOADS_CLOSED;
    case 'completed':
      return GAME_OVER;
    case 'time-up':
      return endedEarly ? HOST_ENDED_UPLOADS_CLOSED : TIME_IS_UP;
    default:
      return null;
  }
}

/** The game clock's words for the stages without a running countdown. */
export const CLOCK_TEXTS = {
  notStarted: 'Not started yet',
  unlimited: 'No time limit',
  paused: 'Paused',
  timeUp: 'Time is up!',
} as const;

// BINGO! claims judged against the end of play (server time).
/** A card that met the win condition only after play ended (e.g. a photo approved after time-up) cannot win. */
export const BINGO_TOO_LATE = 'Your card was completed after play ended, so BINGO! can no longer be called';
/** A card that met the win condition during a pause waits for the game to resume. */
export const BINGO_WHILE_PAUSED = 'The game is paused: call BINGO! when the host resumes it';

/** Play is over and how: the host chose the winner, cancelled, ended play early, or the time ran out. */
export const PLAY_OVER_TEXTS = {
  winnerChosen: 'The winner has been chosen',
  cancelled: GAME_CANCELLED,
  hostEnded: 'The host ended the game',
  timeUp: CLOCK_TEXTS.timeUp,
} as const;

/**
 * What a screen says once play is over (null while it is not): "The host ended the game" when it was ended
 * early, "Time is up!" only while the winner is still to be chosen after the time ran out.
 */
export function playOverText(game: TGameClock, now?: number): string | null {
  const stage = gameStage(game, now);
  if (stage === 'completed') return PLAY_OVER_TEXTS.winnerChosen;
  if (stage === 'cancelled') return PLAY_OVER_TEXTS.cancelled;
  if (stage !== 'time-up') return null;
  return game.endedEarly ? PLAY_OVER_TEXTS.hostEnded : PLAY_OVER_TEXTS.timeUp;
}

/** "1 player", "2 players", "0 minutes": a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
