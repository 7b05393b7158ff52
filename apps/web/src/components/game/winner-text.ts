import { FIRST_BINGO_PRIZE, type TLeaderboard, type TWinCondition } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';

/** The spec's words for a winner whose win no rule names (a full card, or chosen by the host after time-up). */
export const winnerCompletedText = () => m.game_winner_completed();

/** "{name} won {prize} with …!", by the rule the prize was won by. */
const WON_PRIZE: Record<TWinCondition, (inputs: { name: string; prize: string }) => string> = {
  line: (inputs) => m.game_won_prize_line(inputs),
  'two-lines': (inputs) => m.game_won_prize_two_lines(inputs),
  full: (inputs) => m.game_won_prize_full(inputs),
};

/** "{name} got …!" for a "first BINGO! wins" game's rule (a full card keeps the spec's sentence). */
const GOT: Record<Exclude<TWinCondition, 'full'>, (inputs: { name: string }) => string> = {
  line: (inputs) => m.game_got_line(inputs),
  'two-lines': (inputs) => m.game_got_two_lines(inputs),
};

/**
 * The winner's line under "Winner: {name}", worded by the rule they won by: the prize the winner took (with its
 * condition), else a "first BINGO! wins" game's rule when the winner's card met it (`completed`); a full-card win
 * and a win no rule names keep the spec's sentence. Prizes other than the default one are named.
 */
export function winnerText(leaderboard: {
  winner: { id: string; name: string };
  prizes?: TLeaderboard['prizes'];
  winCondition?: TWinCondition;
  entries?: readonly { id: string; status: string }[];
}): string {
  const { winner, prizes, winCondition } = leaderboard;
  const met = leaderboard.entries?.find((e) => e.id === winner.id)?.status === 'completed';
  const prize =
    prizes?.find((p) => p.winner?.id === winner.id) ??
    (winCondition && met ? { name: FIRST_BINGO_PRIZE, condition: winCondition } : undefined);
  if (!prize) return winnerCompletedText();
  if (prize.name !== FIRST_BINGO_PRIZE)
    return WON_PRIZE[prize.condition]({ name: winner.name, prize: prize.name });
  if (prize.condition === 'full') return winnerCompletedText();
  return GOT[prize.condition]({ name: winner.name });
}
