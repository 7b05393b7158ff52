import { FIRST_BINGO_PRIZE } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { winnerText } from './winner-text';

/** The spec's sentence for a win no rule names. */
const WINNER_COMPLETED_TEXT = 'Congratulations! This player has completed the game successfully.';

describe('winnerText', () => {
  const alex = { id: 'p1', name: 'Alex' };
  const award = (name: string, condition: 'line' | 'two-lines' | 'full', winner = alex) => ({
    place: 1,
    name,
    condition,
    winner,
    awardedAt: null,
  });
  it('words the win by its rule', () => {
    expect(winnerText({ winner: alex, prizes: [award(FIRST_BINGO_PRIZE, 'line')] })).toBe(
      'Congratulations! Alex got the first line!',
    );
    const completed = [{ id: 'p1', status: 'completed' }];
    expect(winnerText({ winner: alex, winCondition: 'two-lines', entries: completed })).toBe(
      'Congratulations! Alex got two lines!',
    );
    // Chosen by the host without meeting the rule (time up): the spec's sentence.
    const unfinished = [{ id: 'p1', status: 'in_progress' }];
    expect(winnerText({ winner: alex, winCondition: 'line', entries: unfinished })).toBe(
      WINNER_COMPLETED_TEXT,
    );
  });
  it("keeps the spec's sentence for a full card and for a win no prize names", () => {
    expect(winnerText({ winner: alex, prizes: [award(FIRST_BINGO_PRIZE, 'full')] })).toBe(
      WINNER_COMPLETED_TEXT,
    );
    expect(winnerText({ winner: alex })).toBe(WINNER_COMPLETED_TEXT);
    expect(
      winnerText({ winner: alex, prizes: [award(FIRST_BINGO_PRIZE, 'line', { id: 'p2', name: 'Bo' })] }),
    ).toBe(WINNER_COMPLETED_TEXT);
  });
  it('names a prize of its own', () => {
    expect(winnerText({ winner: alex, prizes: [award('Golden Camera', 'two-lines')] })).toBe(
      'Congratulations! Alex won Golden Camera with two lines!',
    );
  });
});
