import type { TLeaderboardEntry, TWinCondition } from '@picture-bingo/shared';

/** How few photos short of a full card a player counts as close. */
export const CLOSE_TO_GO = 2;

/** What the control room says beside a standing: the card meets the win rule, or how close it is, or nothing. */
export type StandingNote = { kind: 'bingo' } | { kind: 'close'; toGo: number } | null;

/**
 * A card that met the game's win rule has BINGO!; in a full-card game a card CLOSE_TO_GO photos or fewer short of
 * full is close. A line rule's nearness cannot be read from counts, so only its BINGO! is named.
 */
export function standingNote(
  entry: Pick<TLeaderboardEntry, 'status' | 'markedCount' | 'totalCount'>,
  winCondition: TWinCondition,
): StandingNote {
  if (entry.status === 'completed') return { kind: 'bingo' };
  const toGo = entry.totalCount - entry.markedCount;
  if (winCondition === 'full' && toGo > 0 && toGo <= CLOSE_TO_GO) return { kind: 'close', toGo };
  return null;
}
