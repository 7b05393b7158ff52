import { ZGame } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/lib/host-game';

/** POST /game: the server makes a draft game with a fresh room code. */
export const createGame = () =>
  api.post('/game', {}, { schema: ZGame, errorMessage: 'Failed to create game' });

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.host(game.gameCode), game);
      void queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
    },
  });
}
