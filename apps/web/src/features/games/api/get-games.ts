import { z, ZGameListItem } from '@picture-bingo/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/game/host-game';

export type GameListStatus = 'active' | 'completed';

const ZGameList = z.array(ZGameListItem);

const FETCH_ERRORS: Record<GameListStatus, string> = {
  active: 'Failed to fetch active games',
  completed: 'Failed to fetch past games',
};

/** GET /game?status=active|completed: the signed-in host's own games, newest first. */
export const getGames = (status: GameListStatus) =>
  api.get(`/game?status=${status}`, { schema: ZGameList, errorMessage: FETCH_ERRORS[status] });

export const gamesQueryOptions = (status: GameListStatus) =>
  queryOptions({ queryKey: gameKeys.list(status), queryFn: () => getGames(status) });

export const useGames = (status: GameListStatus) => useQuery(gamesQueryOptions(status));
