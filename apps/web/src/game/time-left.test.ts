import { describe, expect, it } from 'vitest';
import { formatDuration, timeLeft, timeLeftText } from './time-left';

const playing = { status: 'ACTIVE' as const, phase: 'playing' as const, endsAt: '2030-01-01T12:30:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('formatDuration', () => {
  it('shows minutes and seconds, rounding partial seconds up', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(1)).toBe('0:01');
    expect(formatDuration(59_001)).toBe('1:00');
    expect(formatDuration(30 * 60_000)).toBe('30:00');
  });

  it('adds hours from an hour up', () => {
    expect(formatDuration(3_600_000)).toBe('1:00:00');
    expect(formatDuration(24 * 3_600_000 - 1_000)).toBe('23:59:59');
  });

  it('never goes negative', () => {
    expect(formatDuration(-5_000)).toBe('0:00');
  });
});

describe('timeLeft', () => {
  it('counts down to endsAt while playing', () => {
    const left = timeLeft(playing, at('2030-01-01T12:00:00.000Z'));
    expect(left).toEqual({ kind: 'running', ms: 30 * 60_000 });
    // Shown after its "Time left" label: "Time left: 30:00", never "Time left: 30:00 left".
    expect(timeLeftText(left)).toBe('30:00');
    expect(timeLeft(playing, at('2030-01-01T12:30:00.000Z') - 1)).toEqual({ kind: 'running', ms: 1 });
  });

  it('is over once endsAt has passed or the game finished', () => {
    expect(timeLeft(playing, at('2030-01-01T12:30:00.000Z'))).toEqual({ kind: 'over', end: 'time-up' });
    expect(timeLeft({ ...playing, phase: 'finished' }, at('2030-01-01T12:00:00.000Z'))).toEqual({
      kind: 'over',
      end: 'time-up',
    });
    expect(timeLeftText({ kind: 'over' })).toBe('Time is up!');
  });

  it('shows Paused while paused, whatever the clock says', () => {
    const left = timeLeft({ ...playing, status: 'PAUSED' }, at('2030-01-01T13:00:00.000Z'));
    expect(timeLeftText(left)).toBe('Paused');
  });

  it('knows games without a limit and games not started', () => {
    expect(timeLeftText(timeLeft({ ...playing, endsAt: null }, 0))).toBe('No time limit');
    expect(timeLeftText(timeLeft({ ...playing, phase: 'lobby' }, 0))).toBe('Not started yet');
    expect(timeLeftText(timeLeft({ status: 'INACTIVE', phase: 'lobby', endsAt: null }, 0))).toBe(
      'Not started yet',
    );
  });

  it('says the host ended the game when play was ended early, not "Time is up"', () => {
    const ended = { ...playing, phase: 'finished' as const, endedEarly: true };
    expect(timeLeftText(timeLeft(ended, at('2030-01-01T12:00:00.000Z')))).toBe('The host ended the game');
  });

  it('no stale "Time is up!" once the winner is chosen; a cancelled game says so', () => {
    const completed = { ...playing, status: 'COMPLETED' as const, phase: 'finished' as const };
    expect(timeLeftText(timeLeft(completed, 0))).toBe('The winner has been chosen');
    expect(timeLeftText(timeLeft({ ...completed, endedEarly: true }, 0))).toBe('The winner has been chosen');
    expect(timeLeftText(timeLeft({ ...completed, status: 'CANCELLED' }, 0))).toBe('This game was cancelled');
  });
});
