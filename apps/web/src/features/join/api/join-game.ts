import { ZMembership, type TJoinGameRequest } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markDeviceJoined, playerHeaders } from '@/lib/device';
import { gameApiPath } from '@/game/paths';
import { playerGameKeys } from '@/game/player-game';

/** POST /game/:code/join: joins (or renames) this device's player; the server deals the card. */
export const joinGame = async (code: string, request: TJoinGameRequest) => {
  const membership = await api.post(gameApiPath(code, `/join`), request, {
    schema: ZMembership,
    errorMessage: 'Failed to join the game',
    headers: playerHeaders(),
  });
  markDeviceJoined();
  return membership;
};

export function useJoinGame(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, teamId }: { name: string; teamId?: string }) =>
      joinGame(code, teamId === undefined ? { name } : { name, teamId }),
    onSuccess: (membership) => queryClient.setQueryData(playerGameKeys.me(code), membership),
  });
}
