import { ZGame } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noContent } from '@/lib/api-client';
import { gameKeys } from '@/lib/host-game';

const gamePath = (code: string) => `/game/${encodeURIComponent(code)}`;

/** DELETE /game/:code/players/:playerId: the player is out and their device cannot rejoin. */
export const removePlayer = (code: string, playerId: string) =>
  api.delete(`${gamePath(code)}/players/${encodeURIComponent(playerId)}`, {
    schema: noContent,
    errorMessage: 'Failed to remove the player',
  });

/** POST /game/:code/start: every player's screen moves to their card. */
export const startGame = (code: string) =>
  api.post(`${gamePath(code)}/start`, undefined, { schema: ZGame, errorMessage: 'Failed to start the game' });

export const useRemovePlayer = (code: string) =>
  useMutation({ mutationFn: (playerId: string) => removePlayer(code, playerId) });

export function useStartGame(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startGame(code),
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.host(code), game);
      void queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
    },
  });
}
