import { describe, expect, it } from 'vitest';
import { ErrorCode } from './error-codes';
import { ERRORS, isErrorCode } from './error-table';

describe('the error table', () => {
  it('holds every code once, each with an HTTP error status and a message', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(ERRORS).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(ERRORS[code].status, code).toBeGreaterThanOrEqual(400);
      expect(ERRORS[code].message.length, code).toBeGreaterThan(0);
    }
  });

  it('tells codes from other strings', () => {
    expect(isErrorCode(ErrorCode.GAME_PAUSED)).toBe(true);
    expect(isErrorCode('The game is paused')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
