import { describe, expect, it } from 'vitest';
import { bingoNoticeText } from './use-bingo-notice';

describe('bingoNoticeText', () => {
  it('names who called it, as given (rendered as text by the toast)', () => {
    const call = { playerId: 'p1', playerName: 'Ann <b>', calledAt: '', first: true, pendingPhotos: 0 };
    expect(bingoNoticeText(call)).toBe('Ann <b> called BINGO! The host will check their card.');
  });
});
