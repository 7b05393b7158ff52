import { ZJoinLock, ZPlayersChanged, type TGame, roomCodeKey } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/game/host-game';
import { gameApiPath } from '@/game/paths';

const removedKey = (code: string) => ['players-queue', 'removed', roomCodeKey(code)] as const;

/** POST /game/:code/lock: no new players while locked; the game's players still come back. */
export const setRoomLocked = (code: string, locked: boolean) =>
  api.post(
    gameApiPath(code, `/lock`),
    { locked },
    {
      schema: ZJoinLock,
      errorMessage: locked ? 'Failed to lock the room' : 'Failed to unlock the room',
    },
  );

/** POST /game/:code/players/clear-recent: removes the players who joined in the last minutes without a photo. */
export const clearRecentPlayers = (code: string, withinMinutes: number) =>
  api.post(
    gameApiPath(code, `/players/clear-recent`),
    { withinMinutes },
    {
      schema: ZPlayersChanged,
      errorMessage: 'Failed to remove the recent players',
    },
  );

/** POST /game/:code/players/restore: undoes the removal of these players. */
export const restorePlayers = (code: string, playerIds: string[]) =>
  api.post(
    gameApiPath(code, `/players/restore`),
    { playerIds },
    {
      schema: ZPlayersChanged,
      errorMessage: 'Failed to bring the players back',
    },
  );

export function useSetRoomLocked(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locked: boolean) => setRoomLocked(code, locked),
    onSuccess: ({ locked }) =>
      queryClient.setQueryData<TGame>(
        gameKeys.host(code),
        (game) => game && { ...game, joinsLocked: locked },
      ),
  });
}

export function useClearRecentPlayers(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withinMinutes: number) => clearRecentPlayers(code, withinMinutes),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: removedKey(code) }),
  });
}

export function useRestorePlayers(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerIds: string[]) => restorePlayers(code, playerIds),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: removedKey(code) }),
  });
}
