import { ZGame } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { localToday } from '@/lib/format';
import { gameKeys } from '@/game/host-game';

/**
 * POST /game: the server makes a draft game with a fresh room code, Free Space "FREE" and today's date (this
 * device's today, which the server's clock may not share).
 */
export const createGame = () =>
  api.post('/game', { eventDate: localToday() }, { schema: ZGame, errorMessage: 'Failed to create game' });

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
