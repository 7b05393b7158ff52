import { describe, expect, it } from 'vitest';
import { shortPlayerId } from './player-id';

describe('shortPlayerId', () => {
  it('shows a UUID as its first eight characters in two groups of four', () => {
    expect(shortPlayerId('87fdc69b-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('87FD-C69B');
  });

  it('keeps a short id whole', () => {
    expect(shortPlayerId('p3')).toBe('P3');
    expect(shortPlayerId('abc12')).toBe('ABC1-2');
  });
});
