import { ZMembership, type TRejoinRequest } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markDeviceJoined, playerHeaders } from '@/lib/device';
import { gameApiPath } from '@/game/paths';
import { playerGameKeys } from '@/game/player-game';
import { ensurePlayerSession } from './player-session';

/** POST /game/:code/rejoin: this device continues as the player the host's rejoin code names. */
export const redeemRejoinCode = async (code: string, request: TRejoinRequest) => {
  const membership = await api.post(gameApiPath(code, `/rejoin`), request, {
    schema: ZMembership,
    errorMessage: 'Failed to continue on this phone',
    headers: playerHeaders(),
  });
  markDeviceJoined();
  return membership;
};

/** Makes sure this device has a player session, then redeems the code; the membership is cached for the room. */
export function useRedeemRejoinCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roomCode, rejoinCode }: { roomCode: string; rejoinCode: string }) => {
      await ensurePlayerSession();
      return redeemRejoinCode(roomCode, { rejoinCode });
    },
    onSuccess: (membership, { roomCode }) => {
      queryClient.setQueryData(playerGameKeys.me(roomCode), membership);
      void queryClient.invalidateQueries({ queryKey: playerGameKeys.board(roomCode) });
    },
  });
}
