import { ZGame, type TGame } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/lib/host-game';

export type GameAction = 'pause' | 'resume' | 'end';

const gamePath = (code: string) => `/game/${encodeURIComponent(code)}`;

/** The host's clock controls, one literal route each (grep '/pause' finds the server's route and this call). */
const ACTIONS: Record<GameAction, (code: string) => Promise<TGame>> = {
  /** POST /game/:code/pause: the clock stops and uploads wait. */
  pause: (code) =>
    api.post(`${gamePath(code)}/pause`, undefined, {
      schema: ZGame,
      errorMessage: 'Failed to pause the game',
    }),
  /** POST /game/:code/resume: the clock restarts, later by the pause. */
  resume: (code) =>
    api.post(`${gamePath(code)}/resume`, undefined, {
      schema: ZGame,
      errorMessage: 'Failed to resume the game',
    }),
  /** POST /game/:code/end: uploads close for everyone; the host then chooses the winner. */
  end: (code) =>
    api.post(`${gamePath(code)}/end`, undefined, { schema: ZGame, errorMessage: 'Failed to end the game' }),
};

export const changeGame = (code: string, action: GameAction) => ACTIONS[action](code);

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
