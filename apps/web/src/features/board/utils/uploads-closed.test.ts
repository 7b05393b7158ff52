import { describe, expect, it } from 'vitest';
import { GAME_CANCELLED, GAME_OVER, TIME_IS_UP, uploadsClosedReason } from './uploads-closed';

describe('uploadsClosedReason', () => {
  it('keeps uploads open while playing, and while paused (they wait)', () => {
    expect(uploadsClosedReason({ status: 'ACTIVE', phase: 'playing' })).toBeNull();
    expect(uploadsClosedReason({ status: 'PAUSED', phase: 'playing' })).toBeNull();
  });

  it('closes them once the time is up, the winner is chosen or the game is cancelled', () => {
    expect(uploadsClosedReason({ status: 'ACTIVE', phase: 'finished' })).toBe(TIME_IS_UP);
    expect(uploadsClosedReason({ status: 'COMPLETED', phase: 'finished' })).toBe(GAME_OVER);
    expect(uploadsClosedReason({ status: 'CANCELLED', phase: 'finished' })).toBe(GAME_CANCELLED);
  });
});
