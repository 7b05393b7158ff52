import { describe, expect, it } from 'vitest';
import type { TGameStatus } from '../schemas/game';
import {
  CANCELLED_UPLOADS_CLOSED,
  countOf,
  playOverText,
  GAME_OVER,
  GAME_STAGES,
  gameStage,
  isBeforeStart,
  isPlayOver,
  isSettled,
  STORED_STAGE,
  TIME_IS_UP,
  uploadsClosedText,
  type TGameClock,
} from './stage';

const END = '2030-01-01T12:30:00.000Z';
const endMs = Date.parse(END);
const playing: TGameClock = { status: 'ACTIVE', phase: 'playing', endsAt: END };

describe('gameStage', () => {
  it('a draft is a draft whatever its phase says', () => {
    expect(gameStage({ status: 'INACTIVE', phase: 'lobby', endsAt: null }, endMs)).toBe('draft');
    expect(gameStage({ status: 'INACTIVE', phase: 'lobby' })).toBe('draft');
  });

  it('a live game in its lobby is in the lobby, paused or not', () => {
    expect(gameStage({ status: 'ACTIVE', phase: 'lobby', endsAt: null }, endMs)).toBe('lobby');
    expect(gameStage({ status: 'PAUSED', phase: 'lobby', endsAt: null }, endMs)).toBe('lobby');
  });

  it('is playing until the last millisecond before endsAt, and time-up from exactly endsAt on', () => {
    expect(gameStage(playing, endMs - 30 * 60_000)).toBe('playing');
    expect(gameStage(playing, endMs - 1)).toBe('playing');
    expect(gameStage(playing, endMs)).toBe('time-up');
    expect(gameStage(playing, endMs + 1)).toBe('time-up');
  });

  it('without a time limit a playing game plays on', () => {
    expect(gameStage({ ...playing, endsAt: null }, endMs + 86_400_000)).toBe('playing');
    expect(gameStage({ status: 'ACTIVE', phase: 'playing' }, endMs)).toBe('playing');
  });

  it('without now the clock is not read: the presented phase has the last word', () => {
    expect(gameStage(playing)).toBe('playing');
    expect(gameStage({ ...playing, phase: 'finished' })).toBe('time-up');
  });

  it('a paused game stays paused past its old end (its clock is stopped)', () => {
    const paused: TGameClock = { ...playing, status: 'PAUSED' };
    expect(gameStage(paused, endMs - 1)).toBe('paused');
    expect(gameStage(paused, endMs)).toBe('paused');
    expect(gameStage(paused, endMs + 3_600_000)).toBe('paused');
    expect(gameStage({ ...paused, endsAt: null }, endMs)).toBe('paused');
  });

  it('a finished phase is time-up before its end, without a limit, and paused', () => {
    // The host ended play early: the phase is written, whatever the clock says.
    expect(gameStage({ ...playing, phase: 'finished' }, endMs - 60_000)).toBe('time-up');
    expect(gameStage({ ...playing, phase: 'finished', endsAt: null }, endMs)).toBe('time-up');
    expect(gameStage({ ...playing, status: 'PAUSED', phase: 'finished' }, endMs)).toBe('time-up');
  });

  it('completed and cancelled win over every phase and the clock', () => {
    for (const phase of ['lobby', 'playing', 'finished'] as const) {
      for (const now of [undefined, endMs - 1, endMs, endMs + 1]) {
        expect(gameStage({ status: 'COMPLETED', phase, endsAt: END }, now)).toBe('completed');
        expect(gameStage({ status: 'CANCELLED', phase, endsAt: END }, now)).toBe('cancelled');
      }
    }
  });

  it('gives one of the stages for every status and phase', () => {
    const statuses: TGameStatus[] = ['INACTIVE', 'ACTIVE', 'PAUSED', 'COMPLETED', 'CANCELLED'];
    for (const status of statuses) {
      for (const phase of ['lobby', 'playing', 'finished'] as const) {
        expect(GAME_STAGES).toContain(gameStage({ status, phase, endsAt: END }, endMs));
      }
    }
  });
});

describe('stage groups', () => {
  it('before the start: draft and lobby only', () => {
    expect(GAME_STAGES.filter(isBeforeStart)).toEqual(['draft', 'lobby']);
  });

  it('play over: time-up, completed and cancelled only', () => {
    expect(GAME_STAGES.filter(isPlayOver)).toEqual(['time-up', 'completed', 'cancelled']);
  });

  it('settled: completed and cancelled only', () => {
    expect(GAME_STAGES.filter(isSettled)).toEqual(['completed', 'cancelled']);
  });
});

describe('uploadsClosedText', () => {
  it('says why uploads are closed once play is over', () => {
    expect(uploadsClosedText('time-up')).toBe('Time is up! Uploads are closed.');
    expect(uploadsClosedText('completed')).toBe('The game is over. Uploads are closed.');
    expect(uploadsClosedText('cancelled')).toBe('This game was cancelled. Uploads are closed.');
    expect([TIME_IS_UP, GAME_OVER, CANCELLED_UPLOADS_CLOSED]).toEqual([
      uploadsClosedText('time-up'),
      uploadsClosedText('completed'),
      uploadsClosedText('cancelled'),
    ]);
  });

  it('is null while uploads are open or wait (paused)', () => {
    for (const stage of ['draft', 'lobby', 'playing', 'paused'] as const)
      expect(uploadsClosedText(stage)).toBeNull();
  });
});

describe("uploads on a presented game (the board reads the server's phase, no clock)", () => {
  const closed = (game: TGameClock) => uploadsClosedText(gameStage(game));

  it('stay open while playing and wait while paused', () => {
    expect(closed({ status: 'ACTIVE', phase: 'playing', endsAt: END })).toBeNull();
    expect(closed({ status: 'PAUSED', phase: 'playing', endsAt: END })).toBeNull();
  });

  it('close once the time is up, the winner is chosen or the game is cancelled', () => {
    expect(closed({ status: 'ACTIVE', phase: 'finished' })).toBe('Time is up! Uploads are closed.');
    expect(closed({ status: 'COMPLETED', phase: 'finished' })).toBe('The game is over. Uploads are closed.');
    expect(closed({ status: 'CANCELLED', phase: 'finished' })).toBe(
      'This game was cancelled. Uploads are closed.',
    );
  });
});

describe('playOverText and countOf: the ending and counts told right', () => {
  const base = { status: 'ACTIVE' as const, phase: 'finished' as const, endsAt: '2030-01-01T12:00:00.000Z' };
  it('time-up says "Time is up!"; ended early says the host ended it; a chosen winner ends "Time is up!"', () => {
    expect(playOverText(base)).toBe('Time is up!');
    expect(playOverText({ ...base, endedEarly: true })).toBe('The host ended the game');
    expect(playOverText({ ...base, status: 'COMPLETED' })).toBe('The winner has been chosen');
    expect(playOverText({ ...base, status: 'CANCELLED' })).toBe('This game was cancelled');
    expect(playOverText({ ...base, phase: 'playing', endsAt: null })).toBeNull();
  });
  it('one of a thing is singular, any other count plural', () => {
    expect(countOf(1, 'player')).toBe('1 player');
    expect(countOf(0, 'player')).toBe('0 players');
    expect(countOf(2, 'minute')).toBe('2 minutes');
    expect(countOf(1, 'photo')).toBe('1 photo');
  });
});

describe('the stored stage of every status × phase', () => {
  it('is one table: a draft, a settled game and a paused one whatever the phase says, else the phase', () => {
    const rows = Object.entries(STORED_STAGE).map(
      ([status, phases]) => `${status}: ${Object.values(phases).join(' ')}`,
    );
    expect(rows).toEqual([
      'INACTIVE: draft draft draft',
      'ACTIVE: lobby playing time-up',
      'PAUSED: lobby paused time-up',
      'COMPLETED: completed completed completed',
      'CANCELLED: cancelled cancelled cancelled',
    ]);
    expect(Object.keys(STORED_STAGE.ACTIVE)).toEqual(['lobby', 'playing', 'finished']);
  });

  it('reads a playing game past its deadline as playing without a clock; with one, time-up from its end', () => {
    const overdue = { status: 'ACTIVE', phase: 'playing', endsAt: END } as const;
    expect(gameStage(overdue)).toBe('playing');
    expect(gameStage(overdue, endMs)).toBe('time-up');
    expect(gameStage(overdue, endMs - 1)).toBe('playing');
  });
});
