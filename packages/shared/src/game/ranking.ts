import type { TLeaderboardEntry, TPlayerProgress } from '../schemas/results';

const byTime = (a: string | null, b: string | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};

/**
 * The standings: the chosen winner (if any) ranks 1; everyone else follows by marked cells (more first), then
 * by when they reached that count (earlier first; nobody-marked-anything last), then by who joined first.
 * Timestamps are ISO-8601 UTC strings, so they compare as text.
 */
export function rankPlayers(
  players: readonly TPlayerProgress[],
  winnerId: string | null,
): TLeaderboardEntry[] {
  const others = players
    .filter((p) => p.id !== winnerId)
    .sort(
      (a, b) =>
        b.markedCount - a.markedCount ||
        byTime(a.lastMarkedAt, b.lastMarkedAt) ||
        byTime(a.joinedAt, b.joinedAt) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const winner = players.find((p) => p.id === winnerId);
  const ordered = winner ? [winner, ...others] : others;
  return ordered.map((p, i) => ({ ...p, rank: i + 1, isWinner: p.id === winnerId }));
}
