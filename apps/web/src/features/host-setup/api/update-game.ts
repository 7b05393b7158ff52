import { ZGame, type TGameSetupUpdate } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/game/host-game';
import { gameApiPath } from '@/game/paths';

/** PATCH /game/:code with any part of the setup; answers the whole game (with its setup problems). */
export const updateGame = (code: string, update: TGameSetupUpdate) =>
  api.patch(gameApiPath(code), update, {
    schema: ZGame,
    errorMessage: 'Failed to save the game',
  });

/** A one-off save (the player-name step); the setup screens save through `useGameAutosave`. */
export function useUpdateGame(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TGameSetupUpdate) => updateGame(code, update),
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.host(code), game);
      void queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
    },
  });
}
