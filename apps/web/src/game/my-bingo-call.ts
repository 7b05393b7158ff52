import { roomCodeKey, ZMyBingoCall, type TBingoCall, type TMyBingoCall } from '@picture-bingo/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { gameApiPath } from './paths';
import type { GameListeners } from './game-channel';

export const myBingoCallKey = (code: string) => ['player-game', 'bingo-call', roomCodeKey(code)] as const;

/** GET /game/:code/bingo: the own card's latest BINGO! call and its answer, or null. */
export const getMyBingoCall = (code: string) =>
  api.get(gameApiPath(code, '/bingo'), {
    schema: ZMyBingoCall,
    errorMessage: 'Failed to load your BINGO! call',
    headers: playerHeaders(),
  });

/** The own card's latest call (null before it ever called); `enabled` false reads nothing. */
export function useMyBingoCall(code: string, enabled = true): TBingoCall | null {
  const query = useQuery({ queryKey: myBingoCallKey(code), queryFn: () => getMyBingoCall(code), enabled });
  return query.data?.call ?? null;
}

/**
 * What keeps the own card's call live, for the screen's own game channel: its answer arrives as
 * `bingo:answered` (which reaches only the card's own phones), a new call of the card (by `ids`: the card's or
 * this player's) is read again, and a reconnect reads it afresh, so the verdict shows after any reload.
 */
export function myBingoCallListeners(
  queryClient: QueryClient,
  code: string,
  ids: readonly string[],
): Required<Pick<GameListeners, 'onBingoAnswered' | 'onBingoCalled' | 'onReconnected'>> {
  const key = myBingoCallKey(code);
  return {
    onBingoAnswered: (call) => queryClient.setQueryData<TMyBingoCall>(key, { call }),
    onBingoCalled: (called) => {
      if (ids.includes(called.playerId) || ids.includes(called.callerId))
        void queryClient.invalidateQueries({ queryKey: key });
    },
    onReconnected: () => void queryClient.invalidateQueries({ queryKey: key }),
  };
}
