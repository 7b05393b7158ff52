import {
  ZPrizeLineDecision,
  type TGame,
  type TPrizeAward,
  type TPrizeLineDecisionRequest,
} from '@picture-bingo/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useGameChannel } from '@/game/game-channel';
import { gameKeys } from '@/game/host-game';
import { gameApiPath } from '@/game/paths';
import { bingoCallKeys } from './bingo-calls';

/** The host's cached game with the prizes as the staff see them now. */
function storePrizes(queryClient: QueryClient, code: string, prizes: TPrizeAward[]) {
  queryClient.setQueryData<TGame>(gameKeys.host(code), (game) =>
    game ? { ...game, prizeAwards: prizes } : game,
  );
}

/**
 * Keeps the host's game's prizes live for the control room: read afresh when the room opens, then a winner's card
 * losing (or regaining) its line, a prize kept, withdrawn or awarded, and a reconnect (the game is read again).
 */
export function useLivePrizeLines(code: string) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: gameKeys.host(code) });
  // The cached game may predate a line broken while another screen was open (the review page): read it afresh.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: gameKeys.host(code) });
  }, [queryClient, code]);
  return useGameChannel(code, 'host', {
    onPrizeLine: ({ prizes }) => storePrizes(queryClient, code, prizes),
    onPrizeWithdrawn: reload,
    onPrizeAwarded: reload,
    onReconnected: reload,
  });
}

/** Keep or withdraw an awarded prize whose winner's line was broken. */
export type PrizeLineVerb = 'keep' | 'withdraw';

/** POST /game/:code/prizes/:place/keep|withdraw: the answer's prizes go straight into the host's game. */
export function useDecidePrize(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ place, playerId, verb }: { place: number; playerId: string; verb: PrizeLineVerb }) =>
      api.post(
        gameApiPath(code, `/prizes/${place}/${verb}`),
        { playerId } satisfies TPrizeLineDecisionRequest,
        { schema: ZPrizeLineDecision, errorMessage: 'Failed to decide about the prize' },
      ),
    onSuccess: ({ prizes }) => storePrizes(queryClient, code, prizes),
    // A refusal means the screen was out of date (decided elsewhere, or the line came back): read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: gameKeys.host(code) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bingoCallKeys.open(code) }),
  });
}
