import {
  ALREADY_STARTED,
  ENDED_UNPAYABLE,
  ERRORS,
  GAME_CANCELLED,
  GAME_ENDED,
  gameStage,
  NOT_STARTED,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { endOfPlayNow, playStoppedAt } from './play-clock';
import {
  assertTransition,
  columnOf,
  GAME_TRANSITIONS,
  refusalOf,
  refusalsOf,
  type TActor,
  type TGameTransition,
  type TLifecycleGame,
} from './transitions';

/** The table's columns: the stages, and `overdue` (time-up by the clock alone). */
type TLifecycleStage = ReturnType<typeof columnOf>;

const NOW = new Date('2026-05-01T20:00:00.000Z');
const PAST = '2026-05-01T19:30:00.000Z';
const FUTURE = '2026-05-01T20:30:00.000Z';
const PAUSED_AT = '2026-05-01T19:10:00.000Z';

/** One game in each column of the table, as the database holds it: a draft is unpaid, a live game paid. */
const GAMES: Record<TLifecycleStage, TLifecycleGame> = {
  draft: { status: 'INACTIVE', phase: 'lobby', ends_at: null, paused_at: null, paid: 0 },
  lobby: { status: 'ACTIVE', phase: 'lobby', ends_at: null, paused_at: null, paid: 1 },
  playing: { status: 'ACTIVE', phase: 'playing', ends_at: FUTURE, paused_at: null, paid: 1 },
  // Paused past its old end: the clock is stopped, so it is still paused.
  paused: { status: 'PAUSED', phase: 'playing', ends_at: PAST, paused_at: PAUSED_AT, paid: 1 },
  overdue: { status: 'ACTIVE', phase: 'playing', ends_at: PAST, paused_at: null, paid: 1 },
  'time-up': { status: 'ACTIVE', phase: 'finished', ends_at: PAST, paused_at: null, paid: 1 },
  completed: { status: 'COMPLETED', phase: 'finished', ends_at: PAST, paused_at: null, paid: 1 },
  cancelled: { status: 'CANCELLED', phase: 'finished', ends_at: null, paused_at: null, paid: 1 },
};

const OK = null;
const PAY_BEFORE_START = 'Pay for the game before starting it';
const WINNER_ALREADY_CHOSEN = 'The winner has already been chosen';
const ENDED = 'This game has already ended';
const NOT_PAUSED = "The game isn't paused";
const NO = "The game's time is not up";
const HOST_ENDS: Record<TLifecycleStage, string | null> = {
  draft: NOT_STARTED,
  lobby: NOT_STARTED,
  playing: OK,
  paused: OK,
  overdue: OK,
  'time-up': OK,
  completed: WINNER_ALREADY_CHOSEN,
  cancelled: GAME_CANCELLED,
};

/** Every move from every stage: allowed (null) or the 409 message each service answers with. */
const EXPECTED: Record<TGameTransition, Record<TLifecycleStage, string | null>> = {
  activate: {
    draft: OK,
    lobby: ENDED_UNPAYABLE,
    playing: ENDED_UNPAYABLE,
    paused: ENDED_UNPAYABLE,
    overdue: ENDED_UNPAYABLE,
    'time-up': ENDED_UNPAYABLE,
    completed: ENDED_UNPAYABLE,
    cancelled: ENDED_UNPAYABLE,
  },
  start: {
    draft: PAY_BEFORE_START,
    lobby: OK,
    playing: ALREADY_STARTED,
    paused: ALREADY_STARTED,
    overdue: ALREADY_STARTED,
    'time-up': GAME_ENDED,
    completed: GAME_ENDED,
    cancelled: GAME_ENDED,
  },
  pause: {
    draft: NOT_STARTED,
    lobby: NOT_STARTED,
    playing: OK,
    paused: 'The game is already paused',
    overdue: 'Time is already up',
    'time-up': GAME_ENDED,
    completed: GAME_ENDED,
    cancelled: GAME_ENDED,
  },
  resume: {
    draft: NOT_PAUSED,
    lobby: NOT_PAUSED,
    playing: NOT_PAUSED,
    paused: OK,
    overdue: NOT_PAUSED,
    'time-up': NOT_PAUSED,
    completed: NOT_PAUSED,
    cancelled: NOT_PAUSED,
  },
  end: {
    draft: NOT_STARTED,
    lobby: NOT_STARTED,
    playing: OK,
    paused: OK,
    overdue: OK,
    'time-up': ENDED,
    completed: ENDED,
    cancelled: ENDED,
  },
  'time-up': {
    draft: NO,
    lobby: NO,
    playing: NO,
    paused: NO,
    overdue: OK,
    'time-up': NO,
    completed: NO,
    cancelled: NO,
  },
  complete: HOST_ENDS,
  'auto-confirm': HOST_ENDS,
  cancel: {
    draft: OK,
    lobby: OK,
    playing: OK,
    paused: OK,
    overdue: OK,
    'time-up': OK,
    completed: ENDED,
    cancelled: ENDED,
  },
};

const MOVES = Object.keys(GAME_TRANSITIONS) as TGameTransition[];
const STAGES = Object.keys(GAMES) as TLifecycleStage[];

describe('the game lifecycle table', () => {
  it('reads each fixture game as the stage it stands for', () => {
    for (const stage of STAGES) expect(columnOf(GAMES[stage], NOW)).toBe(stage);
  });

  for (const move of MOVES) {
    it(`${move}: allowed or refused from every stage, with the service's 409 code and message`, () => {
      const by: TActor = GAME_TRANSITIONS[move].by[0];
      for (const stage of STAGES) {
        const expected = EXPECTED[move][stage];
        // Activation reads the stage of an unpaid game: a paid one is refused before its stage (below).
        const game = move === 'activate' ? { ...GAMES[stage], paid: 0 } : GAMES[stage];
        const code = refusalOf(move, game, NOW);
        expect(code === null ? null : ERRORS[code].message, `${move} from ${stage}`).toBe(expected);
        const attempt = () => assertTransition(game, move, by, NOW);
        if (code === null) {
          expect(attempt).not.toThrow();
        } else {
          expect(attempt).toThrow(expect.objectContaining({ status: 409, code, message: expected }));
        }
      }
    });
  }

  it('leads every move to a stage and names who may make it', () => {
    const to = Object.fromEntries(MOVES.map((move) => [move, GAME_TRANSITIONS[move].to]));
    expect(to).toEqual({
      activate: 'lobby',
      start: 'playing',
      pause: 'paused',
      resume: 'playing',
      end: 'time-up',
      'time-up': 'time-up',
      complete: 'completed',
      'auto-confirm': 'completed',
      cancel: 'cancelled',
    });
    expect(GAME_TRANSITIONS['time-up'].by).toEqual(['system']);
    expect(GAME_TRANSITIONS['auto-confirm'].by).toEqual(['system']);
    expect(GAME_TRANSITIONS.cancel.by).toEqual(['owner']);
  });

  it('refuses a move by someone the table does not name, before reading the stage', () => {
    expect(() => assertTransition(GAMES.playing, 'time-up', 'host', NOW)).toThrow(
      'host cannot time-up a game',
    );
    expect(() => assertTransition(GAMES.lobby, 'start', 'system', NOW)).not.toThrow(AppError);
  });
});

describe('the payment each move needs, from the table', () => {
  it('refuses to start an unpaid game whose lobby is open, after its stage', () => {
    const unpaidLobby = { ...GAMES.lobby, paid: 0 };
    expect(refusalOf('start', unpaidLobby, NOW)).toBe('PAY_BEFORE_START');
    expect(refusalOf('start', { ...GAMES.playing, paid: 0 }, NOW)).toBe('ALREADY_STARTED');
    expect(() => assertTransition(unpaidLobby, 'start', 'host', NOW)).toThrow(
      expect.objectContaining({ status: 409, code: 'PAY_BEFORE_START' }),
    );
  });

  it('refuses to activate a paid game before reading its stage', () => {
    expect(refusalOf('activate', { ...GAMES.draft, paid: 1 }, NOW)).toBe('ALREADY_PAID');
    expect(refusalOf('activate', GAMES.completed, NOW)).toBe('ALREADY_PAID');
    expect(refusalOf('activate', { ...GAMES.completed, paid: 0 }, NOW)).toBe('GAME_ENDED_UNPAYABLE');
  });

  it('lists each move its refusals once, the payment first when it is checked first', () => {
    expect(refusalsOf('activate')).toEqual(['ALREADY_PAID', 'GAME_ENDED_UNPAYABLE']);
    expect(refusalsOf('start')).toEqual(['PAY_BEFORE_START', 'ALREADY_STARTED', 'GAME_ENDED']);
    expect(refusalsOf('pause')).toEqual([
      'GAME_NOT_STARTED',
      'ALREADY_PAUSED',
      'TIME_ALREADY_UP',
      'GAME_ENDED',
    ]);
  });
});

describe('the events each move publishes', () => {
  it("are the table entry's, in the order publishMove emits them", () => {
    const publishes = Object.fromEntries(MOVES.map((move) => [move, GAME_TRANSITIONS[move].publishes]));
    expect(publishes).toEqual({
      activate: [],
      start: ['game:updated'],
      pause: ['game:updated'],
      resume: ['game:updated'],
      end: ['game:updated'],
      'time-up': ['game:updated'],
      complete: ['game:updated', 'bingo:answered', 'prize:awarded', 'game:winner'],
      'auto-confirm': ['bingo:answered', 'game:updated', 'prize:awarded', 'game:winner'],
      cancel: ['game:updated', 'bingo:answered'],
    });
  });
});

describe('the column of every stored status × phase', () => {
  const STATUSES = ['INACTIVE', 'ACTIVE', 'PAUSED', 'COMPLETED', 'CANCELLED'] as const;
  const PHASES = ['lobby', 'playing', 'finished'] as const;
  it('is the shared stage by the clock, except a playing game past its deadline is overdue', () => {
    for (const status of STATUSES) {
      for (const phase of PHASES) {
        for (const endsAt of [null, PAST, FUTURE]) {
          const game: TLifecycleGame = { status, phase, ends_at: endsAt, paused_at: null, paid: 1 };
          const byClock = gameStage({ status, phase, endsAt }, NOW.getTime());
          const overdue = status === 'ACTIVE' && phase === 'playing' && endsAt === PAST;
          expect(columnOf(game, NOW)).toBe(overdue ? 'overdue' : byClock);
        }
      }
    }
  });
});

describe('when play stopped', () => {
  it('is unknown while play runs, the pause while paused, and the end once time is up', () => {
    expect(playStoppedAt(GAMES.playing, NOW)).toBeNull();
    expect(playStoppedAt(GAMES.paused, NOW)).toBe(PAUSED_AT);
    expect(playStoppedAt(GAMES.overdue, NOW)).toBe(PAST);
    expect(playStoppedAt(GAMES['time-up'], NOW)).toBe(PAST);
    expect(playStoppedAt(GAMES.completed, NOW)).toBe(PAST);
  });

  it('a move that stops play now keeps a deadline that already passed, else stops it now', () => {
    expect(endOfPlayNow(GAMES.overdue, NOW)).toBe(PAST);
    expect(endOfPlayNow(GAMES.paused, NOW)).toBe(PAST);
    expect(endOfPlayNow(GAMES.playing, NOW)).toBe(NOW.toISOString());
    expect(endOfPlayNow(GAMES.lobby, NOW)).toBe(NOW.toISOString());
  });
});
