import { ZLeaderboard, type TChooseWinnerRequest } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { gameKeys } from '@/lib/host-game';
import { refreshProgress, storeWinner } from '@/lib/progress-cache';

/** POST /game/:code/winner (the host, once): the game completes and everyone gets the final leaderboard. */
export const chooseWinner = (code: string, playerId: string) =>
  api.post(
    `/game/${encodeURIComponent(code.toUpperCase())}/winner`,
    { playerId } satisfies TChooseWinnerRequest,
    { schema: ZLeaderboard, errorMessage: 'Failed to choose the winner' },
  );

export function useChooseWinner(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => chooseWinner(code, playerId),
    onSuccess: (leaderboard) => {
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
