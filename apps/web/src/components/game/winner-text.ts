import { FIRST_BINGO_PRIZE, type TLeaderboard, type TWinCondition } from '@picture-bingo/shared';

/** The spec's words for a winner whose win no rule names (a full card, or chosen by the host after time-up). */
export const WINNER_COMPLETED_TEXT = 'Congratulations! This player has completed the game successfully.';

/** What each rule's win is called in a sentence: "Alex got the first line!". */
const WIN_PHRASES: Record<TWinCondition, string> = {
  line: 'the first line',
  'two-lines': 'two lines',
  full: 'a full card',
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
  if (!prize) return WINNER_COMPLETED_TEXT;
  const phrase = WIN_PHRASES[prize.condition];
  if (prize.name !== FIRST_BINGO_PRIZE)
    return `Congratulations! ${winner.name} won ${prize.name} with ${phrase}!`;
  if (prize.condition === 'full') return WINNER_COMPLETED_TEXT;
  return `Congratulations! ${winner.name} got ${phrase}!`;
}
