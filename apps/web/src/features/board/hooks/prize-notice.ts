import type { TPrizeAward } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';

const NEXT_UP = {
  line: m.board_prize_won_next_line,
  'two-lines': m.board_prize_won_next_two_lines,
  full: m.board_prize_won_next_full,
} as const;

/**
 * The line every phone shows when a prize is awarded: the winner's own card reads "You won the …!", the others
 * who won it and what the next prize needs. The last prize says nothing here: the winner's leaderboard does.
 */
export function prizeNoticeText(
  payload: { prize: TPrizeAward; prizes: TPrizeAward[] },
  cardId: string,
): { mine: boolean; text: string } | null {
  const { prize, prizes } = payload;
  const next = prizes.find((p) => p.winner === null);
  if (!prize.winner || !next) return null;
  if (prize.winner.id === cardId) return { mine: true, text: m.board_you_won_prize({ prize: prize.name }) };
  return {
    mine: false,
    text: NEXT_UP[next.condition]({ name: prize.winner.name, prize: prize.name, next: next.name }),
  };
}
