import { ZMembership, type TJoinGameRequest } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { playerGameKeys, playerGamePath } from '@/lib/player-game';

/** POST /game/:code/join: joins (or renames) this device's player; the server deals the card. */
export const joinGame = (code: string, request: TJoinGameRequest) =>
  api.post(`${playerGamePath(code)}/join`, request, {
    schema: ZMembership,
    errorMessage: 'Failed to join the game',
    headers: playerHeaders(),
  });

export function useJoinGame(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => joinGame(code, { name }),
    onSuccess: (membership) => queryClient.setQueryData(playerGameKeys.me(code), membership),
  });
}
