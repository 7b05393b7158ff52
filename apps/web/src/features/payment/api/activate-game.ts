import { ZGame } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/game/host-game';
import { paymentKeys } from './payment-keys';
import { gameApiPath } from '@/game/paths';

/** POST /game/:code/activate: makes the game live on one of the host's prepaid games (402 when none left). */
export const activateGame = (code: string) =>
  api.post(gameApiPath(code, `/activate`), undefined, {
    schema: ZGame,
    errorMessage: 'Failed to use a prepaid game',
  });

export function useActivateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateGame,
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.host(game.gameCode), game);
      void queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.gameCount() });
    },
  });
}
