import { ZGame, type TGame, roomCodeKey } from '@picture-bingo/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, noContent } from '@/lib/api-client';
import { gameApiPath } from './paths';

/** Query keys of the host's games; every list and every game sits under `gameKeys.all`. */
export const gameKeys = {
  all: ['games'] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  list: (status: 'active' | 'completed') => [...gameKeys.lists(), status] as const,
  host: (code: string) => [...gameKeys.all, 'host', roomCodeKey(code)] as const,
};

/** GET /game/:code/host: the full game, for its own host only (anyone else gets 404 "Game not found"). */
export const getHostGame = (code: string) =>
  api.get(gameApiPath(code, `/host`), {
    schema: ZGame,
    errorMessage: 'Failed to load the game',
  });

export const hostGameQueryOptions = (code: string) =>
  queryOptions<TGame>({ queryKey: gameKeys.host(code), queryFn: () => getHostGame(code) });

/**
 * The host's view of one game. Read by the setup screens and the room screens, so it lives here rather than
 * in one feature; the setup screens keep it current with every save's answer.
 */
export const useHostGame = (code: string) => useQuery(hostGameQueryOptions(code));

/** DELETE /game/:code: the host deletes a draft, cancelled or completed game with its players and photos. */
export const deleteHostGame = (code: string) =>
  api.delete(gameApiPath(code), {
    schema: noContent,
    errorMessage: 'Failed to delete the game',
  });
