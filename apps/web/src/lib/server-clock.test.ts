import { describe, expect, it } from 'vitest';
import { clockOffset } from './server-clock';

describe('clockOffset', () => {
  const received = Date.parse('2030-01-01T12:00:00.300Z');

  it('ignores differences within the header’s one-second precision', () => {
    expect(clockOffset('Tue, 01 Jan 2030 12:00:00 GMT', received)).toBe(0);
  });

  it('measures a clock that is off by more', () => {
    expect(clockOffset('Tue, 01 Jan 2030 12:01:00 GMT', received)).toBe(60_200);
    expect(clockOffset('Tue, 01 Jan 2030 11:59:00 GMT', received)).toBe(-59_800);
  });

  it('gives nothing for a missing or unreadable header', () => {
    expect(clockOffset(null, received)).toBeNull();
    expect(clockOffset('soon', received)).toBeNull();
  });
});
