import { describe, expect, it } from 'vitest';
import { ZRoomCode } from '../schemas/game';
import { INVALID_ROOM_CODE } from '../texts';
import { ErrorCode } from '../error-codes';
import { joinRefusal, type TJoinableGame } from './joining';
import { roomCodeKey } from './room-code';

const game = (over: Partial<TJoinableGame> = {}): TJoinableGame => ({
  status: 'ACTIVE',
  phase: 'lobby',
  endsAt: null,
  playerCount: 1,
  maxPlayer: 10,
  joinAfterStart: true,
  ...over,
});
const NOW = Date.parse('2030-06-15T12:00:00Z');

describe('joinRefusal', () => {
  it('open in the lobby and, by default, all through play (paused included)', () => {
    expect(joinRefusal(game(), NOW)).toBeNull();
    expect(joinRefusal(game({ phase: 'playing', endsAt: '2030-06-15T12:10:00Z' }), NOW)).toBeNull();
    expect(joinRefusal(game({ phase: 'playing', status: 'PAUSED' }), NOW)).toBeNull();
  });

  it('closed once play is over: time up by the clock, ended, completed, cancelled', () => {
    expect(joinRefusal(game({ phase: 'playing', endsAt: '2030-06-15T12:00:00Z' }), NOW)).toBe(
      ErrorCode.GAME_ENDED,
    );
    expect(joinRefusal(game({ phase: 'finished' }), NOW)).toBe(ErrorCode.GAME_ENDED);
    expect(joinRefusal(game({ status: 'COMPLETED', phase: 'finished' }), NOW)).toBe(ErrorCode.GAME_ENDED);
    expect(joinRefusal(game({ status: 'CANCELLED' }), NOW)).toBe(ErrorCode.GAME_ENDED);
  });

  it('a draft is not open yet; a full game is full; the host may close joining at the start', () => {
    expect(joinRefusal(game({ status: 'INACTIVE' }), NOW)).toBe(ErrorCode.GAME_NOT_OPEN);
    expect(joinRefusal(game({ playerCount: 10 }), NOW)).toBe(ErrorCode.GAME_FULL);
    expect(joinRefusal(game({ joinAfterStart: false }), NOW)).toBeNull();
    expect(joinRefusal(game({ phase: 'playing', joinAfterStart: false }), NOW)).toBe(ErrorCode.JOIN_CLOSED);
  });
});

describe('room codes as typed', () => {
  it('drop spaces and dashes, upper-case, fold O to 0 and I/L to 1', () => {
    expect(roomCodeKey(' ab-12 cd ')).toBe('AB12CD');
    expect(roomCodeKey('hello1')).toBe('HE1101');
    expect(roomCodeKey('HE\u2013LLO1')).toBe('HE1101');
    expect(ZRoomCode.parse('bo0-il1')).toBe('B00111');
    expect(ZRoomCode.safeParse('ab12c').error?.issues[0].message).toBe(INVALID_ROOM_CODE);
    expect(ZRoomCode.safeParse('ab12cd!').success).toBe(false);
  });
});
