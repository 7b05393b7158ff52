import { z, ZGame, ZQueuePlayer, ZRejoinCode, roomCodeKey } from '@picture-bingo/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, noContent } from '@/lib/api-client';
import { gameKeys } from '@/game/host-game';
import { gameApiPath } from '@/game/paths';

const removedKey = (code: string) => ['players-queue', 'removed', roomCodeKey(code)] as const;

/** DELETE /game/:code/players/:playerId: the player is out and their device cannot rejoin (until undone). */
export const removePlayer = (code: string, playerId: string) =>
  api.delete(gameApiPath(code, `/players/${encodeURIComponent(playerId)}`), {
    schema: noContent,
    errorMessage: 'Failed to remove the player',
  });

/** POST /game/:code/players/:playerId/restore: undoes a removal; the player and their card are back. */
export const restorePlayer = (code: string, playerId: string) =>
  api.post(gameApiPath(code, `/players/${encodeURIComponent(playerId)}/restore`), undefined, {
    schema: ZQueuePlayer,
    errorMessage: 'Failed to bring the player back',
  });

/** GET /game/:code/removed-players: who the host removed, latest first. */
export const removedPlayersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: removedKey(code),
    queryFn: () =>
      api.get(gameApiPath(code, `/removed-players`), {
        schema: z.array(ZQueuePlayer),
        errorMessage: 'Failed to load the removed players',
      }),
  });

/** POST /game/:code/start: every player's screen moves to their card. */
export const startGame = (code: string) =>
  api.post(gameApiPath(code, `/start`), undefined, {
    schema: ZGame,
    errorMessage: 'Failed to start the game',
  });

export function useRemovePlayer(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => removePlayer(code, playerId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: removedKey(code) }),
  });
}

export function useRestorePlayer(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => restorePlayer(code, playerId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: removedKey(code) }),
  });
}

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

/** POST /game/:code/players/:playerId/rejoin-code: a one-time code that moves the player to another device. */
export const issueRejoinCode = (code: string, playerId: string) =>
  api.post(gameApiPath(code, `/players/${encodeURIComponent(playerId)}/rejoin-code`), undefined, {
    schema: ZRejoinCode,
    errorMessage: 'Failed to get a rejoin code',
  });

export const useIssueRejoinCode = (code: string) =>
  useMutation({ mutationFn: (playerId: string) => issueRejoinCode(code, playerId) });

/** GET /game/:code/players: the queue with each player's presence, as every server node sees it. */
export const listQueue = (code: string) =>
  api.get(gameApiPath(code, `/players`), {
    schema: z.array(ZQueuePlayer),
    errorMessage: 'Failed to load the players',
  });

/**
 * How often the host's queue asks again who is online. Presence events keep it live; this catches what no
 * event can tell, such as a server node that died with players connected to it.
 */
export const PRESENCE_REFRESH_MS = 30_000;

export const usePolledPresence = (code: string) =>
  useQuery({
    queryKey: ['players-queue', roomCodeKey(code), 'presence'],
    queryFn: () => listQueue(code),
    refetchInterval: PRESENCE_REFRESH_MS,
    select: (players) => new Map(players.map((p) => [p.id, p.online])),
  });
