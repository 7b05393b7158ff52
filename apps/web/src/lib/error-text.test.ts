import { ERRORS, ErrorCode } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorCodeOf, errorText } from './error-text';
import { errorMessage } from './errors';

describe('the text shown for a refusal', () => {
  it("is its code's own words, whatever the message says", () => {
    expect(errorText(ErrorCode.GAME_PAUSED, 'reworded on the server')).toBe('The game is paused');
    expect(errorText(ErrorCode.MOVED_TO_ANOTHER_DEVICE)).toBe(ERRORS.MOVED_TO_ANOTHER_DEVICE.message);
    expect(errorText(ErrorCode.ROOM_LOCKED)).toBe('This room is locked by the host');
  });

  it("is the server's message for a code whose message carries details, or an unknown code", () => {
    const prize = "This player's card doesn't meet the win condition of Full card yet";
    expect(errorText(ErrorCode.PRIZE_NOT_MET, prize)).toBe(prize);
    expect(errorText(ErrorCode.VALIDATION, 'name is required')).toBe('name is required');
    expect(errorText('NETWORK_ERROR', 'Could not reach the server')).toBe('Could not reach the server');
    expect(errorText(ErrorCode.PRIZE_NOT_MET)).toBe(ERRORS.PRIZE_NOT_MET.message);
    expect(errorText(undefined)).toBe('An unknown error occurred');
  });

  it('reads the code of an API error and of a refused handshake', () => {
    expect(errorCodeOf(new ApiError(409, ErrorCode.GAME_ENDED, 'x'))).toBe(ErrorCode.GAME_ENDED);
    const handshake = Object.assign(new Error('x'), { data: { code: ErrorCode.REMOVED_FROM_GAME } });
    expect(errorCodeOf(handshake)).toBe(ErrorCode.REMOVED_FROM_GAME);
    expect(errorCodeOf(new Error('plain'))).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
  });

  it('is what errorMessage shows for a failed action', () => {
    expect(errorMessage(new ApiError(409, ErrorCode.GAME_PAUSED, 'paused (old words)'))).toBe(
      'The game is paused',
    );
    expect(errorMessage(new ApiError(400, ErrorCode.VALIDATION, 'name is required'))).toBe(
      'name is required',
    );
    expect(errorMessage(new Error('plain'))).toBe('plain');
    expect(errorMessage('nope')).toBe('An unknown error occurred');
  });
});
