import {
  gameStage,
  isBeforeStart,
  rankCards,
  type TCellUpdate,
  type TGameSummary,
  type TLeaderboard,
  type TLeaderboardEntry,
  type TCardProgress,
  type TProgress,
} from '@picture-bingo/shared';

const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * A live cell change folded into the progress: the player's marked count (the server's, from the event) and
 * when they last marked a cell, then the standing re-ranked the server's way. An unknown player changes nothing
 * (the caller refetches). A cell that lost its mark may leave `lastMarkedAt` too late; the caller refetches then.
 */
export function withCellUpdate(progress: TProgress, update: TCellUpdate): TProgress {
  const current = progress.players.find((p) => p.id === update.playerId);
  if (!current) return progress;
  const { cell } = update;
  const markedAt = cell.isMarked && !cell.isFreeSpace ? cell.updatedAt : null;
  const lastMarkedAt = later(current.lastMarkedAt, markedAt);
  if (update.markedCount === current.markedCount && lastMarkedAt === current.lastMarkedAt) return progress;
  const changed: TCardProgress = { ...current, markedCount: update.markedCount, lastMarkedAt };
  const players = progress.players.map((p) => (p.id === changed.id ? changed : p));
  return { ...progress, players, ranking: rankCards(players, progress.leaderboard?.winner.id ?? null) };
}

const standingOf = ({ rank: _rank, isWinner: _isWinner, ...standing }: TLeaderboardEntry): TCardProgress =>
  standing;

/** The host chose the winner: the final leaderboard, which is also the ranking now, and the game is over. */
export function withWinner(progress: TProgress, leaderboard: TLeaderboard): TProgress {
  const final = new Map(leaderboard.entries.map((entry) => [entry.id, standingOf(entry)]));
  return {
    ...progress,
    game: { ...progress.game, status: 'COMPLETED', phase: 'finished' },
    players: progress.players.map((p) => final.get(p.id) ?? p),
    ranking: leaderboard.entries,
    leaderboard,
  };
}

/** The game's status, phase or clock changed. */
export const withGame = (progress: TProgress, game: TGameSummary): TProgress => ({ ...progress, game });

/** Whether anyone may still be chosen as the winner, and if not, why. */
export type WinnerChoice = 'open' | 'decided' | 'cancelled' | 'not-started';

export function winnerChoice(progress: TProgress): WinnerChoice {
  const stage = gameStage(progress.game);
  if (progress.leaderboard || stage === 'completed') return 'decided';
  if (stage === 'cancelled') return 'cancelled';
  if (isBeforeStart(stage)) return 'not-started';
  return 'open';
}
