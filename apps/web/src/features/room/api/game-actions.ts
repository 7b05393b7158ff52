import { ZGame } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/lib/host-game';

export type GameAction = 'pause' | 'resume' | 'end';

const FAILURES: Record<GameAction, string> = {
  pause: 'Failed to pause the game',
  resume: 'Failed to resume the game',
  end: 'Failed to end the game',
};

/** POST /game/:code/{pause|resume|end}: the clock stops, restarts, or uploads close for everyone. */
export const changeGame = (code: string, action: GameAction) =>
  api.post(`/game/${encodeURIComponent(code)}/${action}`, undefined, {
    schema: ZGame,
    errorMessage: FAILURES[action],
  });

export function useGameAction(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: GameAction) => changeGame(code, action),
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.host(code), game);
      void queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
    },
  });
}
