import { queryOptions, useQuery } from '@tanstack/react-query';
import { ensurePlayerSession } from '../api/player-session';

export const playerSessionKey = ['player-session'] as const;

/**
 * The device's player session (spec "Player state": player, token, loading, error). Checked once per page
 * load; the device id, not the token, is the player's identity, so a fresh token keeps the same player.
 */
export const playerSessionQueryOptions = queryOptions({
  queryKey: playerSessionKey,
  queryFn: ensurePlayerSession,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

export function usePlayerSession() {
  return useQuery(playerSessionQueryOptions);
}
