import {
  ErrorCode,
  type ServerToClientEvents,
  type TErrorCode,
  type TGameStage,
} from '@picture-bingo/shared';
import { conflict } from '../../errors';
import { lifecycleStageOf, type TLifecycleGame, type TLifecycleStage } from './lifecycle-stage';

/** Who moves a game: its host (runs play), its owner (pays, cancels), or the server (clock, payment, auto-confirm). */
export type TActor = 'host' | 'owner' | 'system';

const {
  ALREADY_PAUSED,
  ALREADY_STARTED,
  GAME_ALREADY_ENDED: ALREADY_ENDED,
  GAME_CANCELLED,
  GAME_ENDED,
  GAME_ENDED_UNPAYABLE: ENDED_UNPAYABLE,
  GAME_NOT_STARTED: NOT_STARTED,
  NOT_PAUSED,
  PAY_BEFORE_START,
  TIME_ALREADY_UP: ALREADY_TIME_UP,
  TIME_NOT_UP,
  WINNER_ALREADY_CHOSEN,
} = ErrorCode;

/** `ALLOWED`: the move may start from this stage; a code: the 409 refusal (its message from the shared table). */
const ALLOWED = null;
type TRefusal = Exclude<TErrorCode, typeof ErrorCode.CONFLICT>;
type From = Record<TLifecycleStage, TRefusal | null>;

interface Transition {
  /** The stage the game is in after the move. */
  to: TGameStage;
  by: readonly TActor[];
  /** What every screen of the game is told after the commit. */
  publishes: readonly (keyof ServerToClientEvents)[];
  from: From;
}

const HOST_ENDS_PLAY: From = {
  draft: NOT_STARTED,
  lobby: NOT_STARTED,
  playing: ALLOWED,
  paused: ALLOWED,
  overdue: ALLOWED,
  'time-up': ALLOWED,
  completed: WINNER_ALREADY_CHOSEN,
  cancelled: GAME_CANCELLED,
};

/**
 * The game's lifecycle, the one table every move goes through: from which stage (lifecycleStageOf) each move may
 * start, who may make it, the stage it leads to and what it publishes. Each move is one service (named beside it).
 */
export const GAME_TRANSITIONS = {
  /** services/games/activate-game.ts (a prepaid game), services/payments/fulfil-checkout.ts (a payment). */
  activate: {
    to: 'lobby',
    by: ['owner', 'system'],
    publishes: [],
    from: {
      draft: ALLOWED,
      lobby: ENDED_UNPAYABLE,
      playing: ENDED_UNPAYABLE,
      paused: ENDED_UNPAYABLE,
      overdue: ENDED_UNPAYABLE,
      'time-up': ENDED_UNPAYABLE,
      completed: ENDED_UNPAYABLE,
      cancelled: ENDED_UNPAYABLE,
    },
  },
  /** services/room/start-game.ts: the stored stage decides, so a game whose time ran out still reads started. */
  start: {
    to: 'playing',
    by: ['host'],
    publishes: ['game:updated'],
    from: {
      draft: PAY_BEFORE_START,
      lobby: ALLOWED,
      playing: ALREADY_STARTED,
      paused: ALREADY_STARTED,
      overdue: ALREADY_STARTED,
      'time-up': GAME_ENDED,
      completed: GAME_ENDED,
      cancelled: GAME_ENDED,
    },
  },
  /** services/play/pause-game.ts */
  pause: {
    to: 'paused',
    by: ['host'],
    publishes: ['game:updated'],
    from: {
      draft: NOT_STARTED,
      lobby: NOT_STARTED,
      playing: ALLOWED,
      paused: ALREADY_PAUSED,
      overdue: ALREADY_TIME_UP,
      'time-up': GAME_ENDED,
      completed: GAME_ENDED,
      cancelled: GAME_ENDED,
    },
  },
  /** services/play/resume-game.ts */
  resume: {
    to: 'playing',
    by: ['host'],
    publishes: ['game:updated'],
    from: {
      draft: NOT_PAUSED,
      lobby: NOT_PAUSED,
      playing: NOT_PAUSED,
      paused: ALLOWED,
      overdue: NOT_PAUSED,
      'time-up': NOT_PAUSED,
      completed: NOT_PAUSED,
      cancelled: NOT_PAUSED,
    },
  },
  /** services/play/end-game.ts: a paused game, or one whose time ran out unannounced, can still be ended. */
  end: {
    to: 'time-up',
    by: ['host'],
    publishes: ['game:updated'],
    from: {
      draft: NOT_STARTED,
      lobby: NOT_STARTED,
      playing: ALLOWED,
      paused: ALLOWED,
      overdue: ALLOWED,
      'time-up': ALREADY_ENDED,
      completed: ALREADY_ENDED,
      cancelled: ALREADY_ENDED,
    },
  },
  /** The clock ran out (services/play/game-clock.ts): nothing is written, the phase is derived from the deadline. */
  'time-up': {
    to: 'time-up',
    by: ['system'],
    publishes: ['game:updated'],
    from: {
      draft: TIME_NOT_UP,
      lobby: TIME_NOT_UP,
      playing: TIME_NOT_UP,
      paused: TIME_NOT_UP,
      overdue: ALLOWED,
      'time-up': TIME_NOT_UP,
      completed: TIME_NOT_UP,
      cancelled: TIME_NOT_UP,
    },
  },
  /** The host chooses the winner or awards the last prize (services/results/choose-winner.ts). */
  complete: {
    to: 'completed',
    by: ['host'],
    publishes: ['game:updated', 'prize:awarded', 'game:winner'],
    from: HOST_ENDS_PLAY,
  },
  /** The first valid BINGO! names the winner with the auto-confirm rule (services/play/claim-bingo.ts). */
  'auto-confirm': {
    to: 'completed',
    by: ['system'],
    publishes: ['game:updated', 'bingo:called', 'prize:awarded', 'game:winner'],
    from: HOST_ENDS_PLAY,
  },
  /** services/games/cancel-game.ts: an ended game whose winner is not chosen yet can still be cancelled. */
  cancel: {
    to: 'cancelled',
    by: ['owner'],
    publishes: ['game:updated', 'bingo:answered'],
    from: {
      draft: ALLOWED,
      lobby: ALLOWED,
      playing: ALLOWED,
      paused: ALLOWED,
      overdue: ALLOWED,
      'time-up': ALLOWED,
      completed: ALREADY_ENDED,
      cancelled: ALREADY_ENDED,
    },
  },
} as const satisfies Record<string, Transition>;

export type TGameTransition = keyof typeof GAME_TRANSITIONS;

/** Why `move` cannot start from `stage`, or null when it may. */
export function refusalOf(move: TGameTransition, stage: TLifecycleStage): TRefusal | null {
  return GAME_TRANSITIONS[move].from[stage];
}

/** Every refusal `move` may answer, each once: what its route declares (routes/<area>/<area>.api.ts). */
export function refusalsOf(move: TGameTransition): TRefusal[] {
  const from: From = GAME_TRANSITIONS[move].from;
  return [...new Set(Object.values(from).filter((code) => code !== ALLOWED))];
}

/** Whether `move` may start from the game's stage at `now`. */
export function canTransition(game: TLifecycleGame, move: TGameTransition, now: Date): boolean {
  return refusalOf(move, lifecycleStageOf(game, now)) === null;
}

/**
 * 409 with the table's code unless `move` may start from the game's stage at `now`; `by` is who asks (a move
 * made by someone the table does not name is a bug in the caller, never a user's request).
 */
export function assertTransition(game: TLifecycleGame, move: TGameTransition, by: TActor, now: Date): void {
  const transition: Transition = GAME_TRANSITIONS[move];
  if (!transition.by.includes(by)) throw new Error(`${by} cannot ${move} a game`);
  const refusal = refusalOf(move, lifecycleStageOf(game, now));
  if (refusal !== null) throw conflict(refusal);
}
