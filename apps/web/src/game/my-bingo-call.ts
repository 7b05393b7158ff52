import { roomCodeKey, ZMyBingoCall, type TBingoCall, type TMyBingoCall } from '@picture-bingo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { gameApiPath } from './paths';
import { useGameChannel } from './game-channel';

export const myBingoCallKey = (code: string) => ['player-game', 'bingo-call', roomCodeKey(code)] as const;

/** GET /game/:code/bingo: the own card's latest BINGO! call and its answer, or null. */
export const getMyBingoCall = (code: string) =>
  api.get(gameApiPath(code, '/bingo'), {
    schema: ZMyBingoCall,
    errorMessage: 'Failed to load your BINGO! call',
    headers: playerHeaders(),
  });

/**
 * The own card's latest call, kept live: its answer arrives over the socket (`bingo:answered` reaches only the
 * card's own phones), a new call of the card (by `ids`: the card's or this player's) is read again, and a
 * reconnect reads it afresh, so the verdict shows after any reload.
 */
export function useMyBingoCall(code: string, ids: readonly string[], enabled = true): TBingoCall | null {
  const queryClient = useQueryClient();
  const key = myBingoCallKey(code);
  const query = useQuery({ queryKey: key, queryFn: () => getMyBingoCall(code), enabled });
  useGameChannel(code, 'player', {
    onBingoAnswered: (call) => queryClient.setQueryData<TMyBingoCall>(key, { call }),
    onBingoCalled: (called) => {
      if (ids.includes(called.playerId) || ids.includes(called.callerId))
        void queryClient.invalidateQueries({ queryKey: key });
    },
    onReconnected: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  return query.data?.call ?? null;
}
