import {
  ZLeaderboard,
  ZPrizeAwarded,
  type TAwardPrizeRequest,
  type TChooseWinnerRequest,
} from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { gameKeys } from '@/game/host-game';
import { refreshProgress, storeWinner } from '@/game/progress-cache';
import { gameApiPath } from '@/game/paths';

/** POST /game/:code/winner (the host, once): the game completes and everyone gets the final leaderboard. */
export const chooseWinner = (code: string, playerId: string) =>
  api.post(gameApiPath(code, `/winner`), { playerId } satisfies TChooseWinnerRequest, {
    schema: ZLeaderboard,
    errorMessage: 'Failed to choose the winner',
  });

/** POST /game/:code/prize (the host): the next prize to this player; the last one completes the game. */
export const awardPrize = (code: string, playerId: string) =>
  api.post(gameApiPath(code, `/prize`), { playerId } satisfies TAwardPrizeRequest, {
    schema: ZPrizeAwarded,
    errorMessage: 'Failed to award the prize',
  });

/** Choose Winner: in a 'prizes' game (`prizes`) it awards the next prize, else it names the winner. */
export function useChooseWinner(code: string, prizes = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (playerId: string) =>
      prizes ? (await awardPrize(code, playerId)).leaderboard : await chooseWinner(code, playerId),
    onSuccess: (leaderboard) => {
      if (!leaderboard) {
        // More prizes to come: the ranking and the next prize are fetched again.
        refreshProgress(queryClient, code, 'host');
        return;
      }
      storeWinner(queryClient, code, 'host', leaderboard);
      // The game is completed now: its host view and the game lists (it moves to Past Games) are stale.
      void queryClient.invalidateQueries({ queryKey: gameKeys.host(code) });
      void queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
    },
    onError: (error) => {
      // Already decided, cancelled or not started: the screen shows what the server knows.
      if (error instanceof ApiError && error.status === 409) refreshProgress(queryClient, code, 'host');
    },
  });
}
