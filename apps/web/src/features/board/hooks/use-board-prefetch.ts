import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getDeviceToken } from '@/lib/device';
import { boardQueryOptions } from '../api/get-board';

/**
 * Asks for the card while the player session is still being checked (the stored device token is the one the
 * check keeps), so the board waits for one answer instead of one after the other. An early ask that failed
 * (the token was replaced, say) leaves nothing behind: the board screen asks again once the session is sure.
 * The lobby asks too (`enabled` once joined): the card is dealt at join, so it is in hand when the game starts.
 */
export function useBoardPrefetch(code: string, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || !getDeviceToken()) return;
    const { queryKey, queryFn } = boardQueryOptions(code);
    void queryClient.prefetchQuery({ queryKey, queryFn }).then(() => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.status === 'error' && query.getObserversCount() === 0)
        queryClient.removeQueries({ queryKey, exact: true });
    });
  }, [queryClient, code, enabled]);
}
