import type { TLeaderboard } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useGameChannel, type GameRole } from '@/game/game-channel';
import { progressListeners } from '@/game/progress-cache';

/** The progress kept live over the game's socket; `onWinner` also hears when the host chose the winner. */
export function useLiveProgress(
  code: string,
  role: GameRole,
  onWinner?: (leaderboard: TLeaderboard) => void,
) {
  const queryClient = useQueryClient();
  const listeners = progressListeners(queryClient, code, role);
  return useGameChannel(
    code,
    role,
    {
      ...listeners,
      onWinner: (leaderboard) => {
        listeners.onWinner?.(leaderboard);
        onWinner?.(leaderboard);
      },
    },
    // The standings count every player's cells.
    { watch: true },
  );
}
