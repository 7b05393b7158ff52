import { ErrorCode, gameStage, type TErrorCode, type TGameStage } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';
import { conflict } from '../../errors';
import { clockOf } from '../../presenters/game';

/** Who moves a game: its host (runs play), its owner (pays, cancels), or the server (clock, payment, auto-confirm). */
export type TActor = 'host' | 'owner' | 'system';

/** What a move is judged on: the game's stored state, its deadline and whether it is paid for. */
export type TLifecycleGame = Pick<GameRow, 'status' | 'phase' | 'ends_at' | 'paused_at' | 'paid'>;

/** The events a move may publish after its commit (publish-move.ts emits them, in the table's order). */
export type TLifecycleEvent = 'game:updated' | 'bingo:answered' | 'prize:awarded' | 'game:winner';

const {
  ALREADY_PAID,
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

/**
 * From which stage the move may start. `overdue` is the one column that is not a stage: a `time-up` game whose
 * end nobody wrote (playing as stored, its clock ran out), which the host may still end but no longer pause.
 */
type From = Record<TGameStage | 'overdue', TRefusal | null>;

interface Transition {
  /** The stage the game is in after the move. */
  to: TGameStage;
  by: readonly TActor[];
  from: From;
  /**
   * Whether the move needs the game paid for (`is: true`) or not yet paid (`is: false`), and the refusal
   * otherwise: checked before the stage when `first` (its refusal wins), else after it.
   */
  paid?: { is: boolean; refusal: TRefusal; first: boolean };
  /** What the game's screens are told after the commit, in this order (publishMove reads it). */
  publishes: readonly TLifecycleEvent[];
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
 * The game's lifecycle, the one table every move goes through: from which stage each move may start, what it
 * needs paid, who may make it, the stage it leads to and what it publishes. Every move lives in `moves/<move>.ts`.
 */
export const GAME_TRANSITIONS = {
  /** A complete draft goes live: on a prepaid game or a free server (the owner), or on a payment (the system). */
  activate: {
    to: 'lobby',
    by: ['owner', 'system'],
    paid: { is: false, refusal: ALREADY_PAID, first: true },
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
  /** A game whose time ran out still reads started. A live game is always paid; checked anyway, after the stage. */
  start: {
    to: 'playing',
    by: ['host'],
    paid: { is: true, refusal: PAY_BEFORE_START, first: false },
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
  /** A paused game, or one whose time ran out unannounced, can still be ended. */
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
  /** The clock ran out: nothing is written, the phase is derived from the deadline. */
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
  /** The host chooses the winner or awards the last prize (a prize before the last publishes the same, bar the winner). */
  complete: {
    to: 'completed',
    by: ['host'],
    publishes: ['game:updated', 'bingo:answered', 'prize:awarded', 'game:winner'],
    from: HOST_ENDS_PLAY,
  },
  /** The first valid BINGO! names the winner with the auto-confirm rule (after the claim's own `bingo:called`). */
  'auto-confirm': {
    to: 'completed',
    by: ['system'],
    publishes: ['bingo:answered', 'game:updated', 'prize:awarded', 'game:winner'],
    from: HOST_ENDS_PLAY,
  },
  /** An ended game whose winner is not chosen yet can still be cancelled; open BINGO! calls are answered closed. */
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

/** The table's column for the game at `now`: its stage, or `overdue` for a time-up game whose end nobody wrote. */
export function columnOf(game: TLifecycleGame, now: Date): keyof From {
  const stage = gameStage(clockOf(game), now.getTime());
  return stage === 'time-up' && gameStage(clockOf(game)) === 'playing' ? 'overdue' : stage;
}

/** Why `move` cannot start on the game at `now`, or null when it may: its payment and its stage, in the table's order. */
export function refusalOf(move: TGameTransition, game: TLifecycleGame, now: Date): TRefusal | null {
  const transition: Transition = GAME_TRANSITIONS[move];
  const { paid } = transition;
  const unpaid = paid && (game.paid === 1) !== paid.is ? paid.refusal : null;
  if (paid?.first && unpaid) return unpaid;
  return transition.from[columnOf(game, now)] ?? unpaid;
}

/** The table's columns in the order a route's refusals are listed: the stages, `overdue` beside `paused`. */
const COLUMNS = [
  'draft',
  'lobby',
  'playing',
  'paused',
  'overdue',
  'time-up',
  'completed',
  'cancelled',
] as const satisfies readonly (keyof From)[];

/** Every refusal `move` may answer, each once: what its route declares (routes/<area>/<area>.api.ts). */
export function refusalsOf(move: TGameTransition): TRefusal[] {
  const transition: Transition = GAME_TRANSITIONS[move];
  const { paid } = transition;
  const byStage = COLUMNS.map((column) => transition.from[column]);
  const codes = paid ? (paid.first ? [paid.refusal, ...byStage] : [...byStage, paid.refusal]) : byStage;
  return [...new Set(codes.filter((code) => code !== ALLOWED))];
}

/** Whether `move` may start on the game at `now`. */
export function canTransition(game: TLifecycleGame, move: TGameTransition, now: Date): boolean {
  return refusalOf(move, game, now) === null;
}

/**
 * 409 with the table's code unless `move` may start on the game at `now`; `by` is who asks (a move made by
 * someone the table does not name is a bug in the caller, never a user's request).
 */
export function assertTransition(game: TLifecycleGame, move: TGameTransition, by: TActor, now: Date): void {
  const transition: Transition = GAME_TRANSITIONS[move];
  if (!transition.by.includes(by)) throw new Error(`${by} cannot ${move} a game`);
  const refusal = refusalOf(move, game, now);
  if (refusal !== null) throw conflict(refusal);
}
