import { describe, expect, it } from 'vitest';
import { bingoNoticeText } from './use-bingo-notice';

const call = {
  playerId: 'p1',
  playerName: 'Ann <b>',
  callerId: 'p1',
  callerName: 'Ann <b>',
  calledAt: '',
  first: true,
  pendingPhotos: 0,
};

describe('bingoNoticeText', () => {
  it('names who called it, as given (rendered as text by the toast)', () => {
    expect(bingoNoticeText(call, 'p2', 'p2')).toBe('Ann <b> called BINGO! The host will check their card.');
  });
  it("tells a teammate who called for their team, and the caller's own phone nothing", () => {
    const team = { ...call, playerId: 'owls', playerName: 'Owls', callerId: 'vic', callerName: 'Vic' };
    expect(bingoNoticeText(team, 'owls', 'mo')).toBe('Vic called BINGO! for your team');
    expect(bingoNoticeText(team, 'owls', 'vic')).toBeNull();
    expect(bingoNoticeText(team, 'foxes', 'fay')).toBe('Owls called BINGO! The host will check their card.');
  });
});
