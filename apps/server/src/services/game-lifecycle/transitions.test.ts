import {
  ALREADY_STARTED,
  ENDED_UNPAYABLE,
  ErrorCode,
  GAME_CANCELLED,
  GAME_ENDED,
  gameStage,
  NOT_STARTED,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { PAY_BEFORE_START } from '../../policies/lobby';
import {
  endOfPlayNow,
  lifecycleStageOf,
  playStoppedAt,
  type TLifecycleGame,
  type TLifecycleStage,
} from './lifecycle-stage';
import {
  assertTransition,
  GAME_TRANSITIONS,
  refusalOf,
  WINNER_ALREADY_CHOSEN,
  type TActor,
  type TGameTransition,
} from './transitions';

const NOW = new Date('2026-05-01T20:00:00.000Z');
const PAST = '2026-05-01T19:30:00.000Z';
const FUTURE = '2026-05-01T20:30:00.000Z';
const PAUSED_AT = '2026-05-01T19:10:00.000Z';

/** One game in each lifecycle stage, as the database holds it. */
const GAMES: Record<TLifecycleStage, TLifecycleGame> = {
  draft: { status: 'INACTIVE', phase: 'lobby', ends_at: null, paused_at: null },
  lobby: { status: 'ACTIVE', phase: 'lobby', ends_at: null, paused_at: null },
  playing: { status: 'ACTIVE', phase: 'playing', ends_at: FUTURE, paused_at: null },
  // Paused past its old end: the clock is stopped, so it is still paused.
  paused: { status: 'PAUSED', phase: 'playing', ends_at: PAST, paused_at: PAUSED_AT },
  overdue: { status: 'ACTIVE', phase: 'playing', ends_at: PAST, paused_at: null },
  'time-up': { status: 'ACTIVE', phase: 'finished', ends_at: PAST, paused_at: null },
  completed: { status: 'COMPLETED', phase: 'finished', ends_at: PAST, paused_at: null },
  cancelled: { status: 'CANCELLED', phase: 'finished', ends_at: null, paused_at: null },
};

const OK = null;
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
    for (const stage of STAGES) expect(lifecycleStageOf(GAMES[stage], NOW)).toBe(stage);
  });

  for (const move of MOVES) {
    it(`${move}: allowed or refused from every stage, with the service's 409 message`, () => {
      const by: TActor = GAME_TRANSITIONS[move].by[0];
      for (const stage of STAGES) {
        const expected = EXPECTED[move][stage];
        expect(refusalOf(move, stage), `${move} from ${stage}`).toBe(expected);
        const attempt = () => assertTransition(GAMES[stage], move, by, NOW);
        if (expected === null) {
          expect(attempt).not.toThrow();
        } else {
          expect(attempt).toThrow(
            expect.objectContaining({ status: 409, code: ErrorCode.CONFLICT, message: expected }),
          );
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

describe('the lifecycle stage of every stored status × phase', () => {
  const STATUSES = ['INACTIVE', 'ACTIVE', 'PAUSED', 'COMPLETED', 'CANCELLED'] as const;
  const PHASES = ['lobby', 'playing', 'finished'] as const;
  it('is the shared stage by the clock, except a playing game past its deadline is overdue', () => {
    for (const status of STATUSES) {
      for (const phase of PHASES) {
        for (const endsAt of [null, PAST, FUTURE]) {
          const game: TLifecycleGame = { status, phase, ends_at: endsAt, paused_at: null };
          const byClock = gameStage({ status, phase, endsAt }, NOW.getTime());
          const overdue = status === 'ACTIVE' && phase === 'playing' && endsAt === PAST;
          expect(lifecycleStageOf(game, NOW)).toBe(overdue ? 'overdue' : byClock);
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
