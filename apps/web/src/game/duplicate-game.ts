import { ZGame } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { localToday } from '@/lib/format';
import { gameKeys } from './host-game';
import { gameApiPath } from './paths';

/**
 * POST /game/:code/duplicate: a new draft with the game's labels, rules, title, board size and free space word,
 * dated today on this device. Read by the game lists and the room details, so it lives here.
 */
export const duplicateGame = (code: string) =>
  api.post(
    gameApiPath(code, `/duplicate`),
    { eventDate: localToday() },
    { schema: ZGame, errorMessage: 'Failed to duplicate the game' },
  );

export function useDuplicateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateGame,
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.host(game.gameCode), game);
      void queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
    },
  });
}
