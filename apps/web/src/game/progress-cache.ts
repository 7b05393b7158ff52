import type { TCellUpdate, TLeaderboard, TProgress } from '@picture-bingo/shared';
import type { QueryClient } from '@tanstack/react-query';
import { resultsKeys } from '@/game/game-results';
import type { GameListeners, GameRole } from '@/game/game-channel';
import { withCellUpdate, withGame, withWinner } from './progress-updates';

/** Fetches the progress again (a change the cache cannot fold in by itself). */
export const refreshProgress = (queryClient: QueryClient, code: string, role: GameRole) =>
  void queryClient.invalidateQueries({ queryKey: resultsKeys.progress(code, role) });

/** Folds a live cell change into the cached progress; what it cannot know for sure is fetched again. */
export function storeCellUpdate(queryClient: QueryClient, code: string, role: GameRole, update: TCellUpdate) {
  const key = resultsKeys.progress(code, role);
  const cached = queryClient.getQueryData<TProgress>(key);
  if (!cached) return;
  const known = cached.players.find((p) => p.id === update.playerId);
  // A player the cache has not seen, or a count that went down (when they last marked is then unknown).
  if (!known || update.markedCount < known.markedCount) refreshProgress(queryClient, code, role);
  if (known) queryClient.setQueryData<TProgress>(key, withCellUpdate(cached, update));
}

/** The host chose the winner: the cached progress gets the final leaderboard (and the game is completed). */
export function storeWinner(
  queryClient: QueryClient,
  code: string,
  role: GameRole,
  leaderboard: TLeaderboard,
) {
  queryClient.setQueryData<TProgress>(resultsKeys.progress(code, role), (progress) =>
    progress ? withWinner(progress, leaderboard) : progress,
  );
}

/**
 * The socket listeners that keep one role's cached progress of a game live. A screen opens one socket, so a
 * screen that also keeps other data live adds its own listeners beside these.
 */
export function progressListeners(queryClient: QueryClient, code: string, role: GameRole): GameListeners {
  const refresh = () => refreshProgress(queryClient, code, role);
  return {
    onCellUpdated: (update) => storeCellUpdate(queryClient, code, role, update),
    onGameUpdated: (game) =>
      queryClient.setQueryData<TProgress>(resultsKeys.progress(code, role), (progress) =>
        progress ? withGame(progress, game) : progress,
      ),
    onPlayersJoined: refresh,
    onPlayerRemoved: refresh,
    onPlayerRenamed: refresh,
    onPlayerCompleted: refresh,
    // Who called it and their photos still waiting: the Choose Winner warning reads fresh counts.
    onBingoCalled: refresh,
    onReconnected: refresh,
    onWinner: (leaderboard) => storeWinner(queryClient, code, role, leaderboard),
    // A prize won: its winner moves up the ranking and the next prize opens.
    onPrizeAwarded: refresh,
  };
}
