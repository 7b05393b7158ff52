import type { TPrizeAward } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { prizeNoticeText } from './prize-notice';

const prize = (place: number, name: string, condition: TPrizeAward['condition'], winner?: string) => ({
  place,
  name,
  condition,
  winner: winner ? { id: winner.toLowerCase(), name: winner } : null,
  awardedAt: winner ? '2025-07-01T10:10:00.000Z' : null,
});

describe('prizeNoticeText: every prize gets a line on every phone', () => {
  const first = prize(1, 'Bottle of bubbly', 'line', 'Alex');
  const prizes = [first, prize(2, 'Golden selfie stick', 'two-lines'), prize(3, 'Cake', 'full')];

  it('names the winner and what the next prize needs', () => {
    expect(prizeNoticeText({ prize: first, prizes }, 'bo')).toEqual({
      mine: false,
      text: 'Alex wins the Bottle of bubbly! Next up: two lines for the Golden selfie stick',
    });
  });

  it("tells the winner's own card it won, and says nothing more after the last prize", () => {
    expect(prizeNoticeText({ prize: first, prizes }, 'alex')).toEqual({
      mine: true,
      text: 'You won the Bottle of bubbly!',
    });
    const last = prize(1, 'Cake', 'full', 'Bo');
    expect(prizeNoticeText({ prize: last, prizes: [last] }, 'alex')).toBeNull();
    // Its own winner's card too: the winner's leaderboard says it (and buzzes once).
    expect(prizeNoticeText({ prize: last, prizes: [last] }, 'bo')).toBeNull();
  });
});
