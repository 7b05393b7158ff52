import { ZGame } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/game/host-game';
import { gameApiPath } from '@/game/paths';

export type GameAction = 'pause' | 'resume' | 'end';

/** The host's clock controls, each on its literal route (grep '/pause' finds this call and the server's route). */
const ACTIONS: Record<GameAction, { path: (code: string) => string; failure: string }> = {
  // The clock stops and uploads wait.
  pause: { path: (code) => gameApiPath(code, `/pause`), failure: 'Failed to pause the game' },
  // The clock restarts, later by the pause.
  resume: {
    path: (code) => gameApiPath(code, `/resume`),
    failure: 'Failed to resume the game',
  },
  // Uploads close for everyone; the host then chooses the winner.
  end: { path: (code) => gameApiPath(code, `/end`), failure: 'Failed to end the game' },
};

/** POST /game/:code/pause, /resume or /end. */
export const changeGame = (code: string, action: GameAction) =>
  api.post(ACTIONS[action].path(code), undefined, { schema: ZGame, errorMessage: ACTIONS[action].failure });

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
