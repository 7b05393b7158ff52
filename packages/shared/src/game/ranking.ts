import type { TPrizeAward } from '../schemas/game';
import type { TLeaderboardEntry, TCardProgress } from '../schemas/results';
import { winConditionStrength } from './win';

const byTime = (a: string | null, b: string | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};

/**
 * The standings of a game's cards (a player's or a team's): the chosen winner (if any) ranks 1, then the other prize
 * winners; every other card follows by marked cells (more first), then by when it reached that count (earlier
 * first; nothing marked last), then by the order the cards were dealt.
 * Timestamps are ISO-8601 UTC strings, so they compare as text.
 */
export function rankCards(
  cards: readonly TCardProgress[],
  winnerId: string | null,
  prizes: readonly TPrizeAward[] = [],
): TLeaderboardEntry[] {
  // Prize winners take the first places: the hardest prize first (a full card before a line), an earlier prize
  // before a later one of the same condition; the chosen winner (the last prize) is always first.
  const won = prizes
    .filter((p) => p.winner !== null)
    .sort(
      (a, b) =>
        Number(b.winner?.id === winnerId) - Number(a.winner?.id === winnerId) ||
        winConditionStrength(b.condition) - winConditionStrength(a.condition) ||
        a.place - b.place,
    );
  const prizeOf = new Map(won.map((p) => [p.winner?.id ?? '', p.name]));
  const top = [winnerId, ...won.map((p) => p.winner?.id)].filter(
    (id, i, all): id is string => typeof id === 'string' && all.indexOf(id) === i,
  );
  const others = cards
    .filter((p) => !top.includes(p.id))
    .sort(
      (a, b) =>
        b.markedCount - a.markedCount ||
        byTime(a.lastMarkedAt, b.lastMarkedAt) ||
        byTime(a.joinedAt, b.joinedAt) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const leaders = top.flatMap((id) => cards.filter((p) => p.id === id));
  const ordered = [...leaders, ...others];
  return ordered.map((p, i) => ({
    ...p,
    rank: i + 1,
    isWinner: p.id === winnerId,
    ...(prizes.length > 0 ? { prize: prizeOf.get(p.id) ?? null } : {}),
  }));
}
