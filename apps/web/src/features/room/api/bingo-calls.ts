import {
  ZBingoCall,
  ZLeaderboard,
  ZOpenBingoCalls,
  ZPrizeAwarded,
  type TAwardPrizeRequest,
  type TChooseWinnerRequest,
  type TOpenBingoCall,
} from '@picture-bingo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameApiPath } from '@/game/paths';
import { useGameChannel } from '@/game/game-channel';
import { gameKeys } from '@/game/host-game';
import { refreshProgress, storeWinner } from '@/game/progress-cache';

export const bingoCallKeys = { open: (code: string) => ['bingo-calls', code] as const };

/** GET /game/:code/bingo-calls: the open BINGO! calls, oldest first, each with its line as it is now. */
export const getOpenBingoCalls = async (code: string) =>
  (
    await api.get(gameApiPath(code, '/bingo-calls'), {
      schema: ZOpenBingoCalls,
      errorMessage: 'Failed to load the BINGO! calls',
    })
  ).calls;

/**
 * The game's open calls for whoever runs it, read from the server and kept live: a new call, an answer, a
 * change to a calling card's cells (its line may break), an award, or a reconnect reads them again.
 */
export function useOpenBingoCalls(code: string, enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: bingoCallKeys.open(code),
    queryFn: () => getOpenBingoCalls(code),
    enabled,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bingoCallKeys.open(code) });
  const live = useGameChannel(code, 'host', {
    onBingoCalled: refresh,
    onBingoAnswered: refresh,
    onPrizeAwarded: refresh,
    onWinner: refresh,
    onGameUpdated: refresh,
    onReconnected: refresh,
    onCellUpdated: (update) => {
      const calls = queryClient.getQueryData<TOpenBingoCall[]>(bingoCallKeys.open(code));
      if (calls?.some((call) => call.playerId === update.playerId)) refresh();
    },
  });
  return { calls: query, live };
}

/** POST /game/:code/bingo-calls/:id/refuse: "Not valid — keep playing", with the reason the caller reads. */
export function useRefuseBingoCall(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callId, reason }: { callId: string; reason: string }) =>
      api.post(
        gameApiPath(code, `/bingo-calls/${encodeURIComponent(callId)}/refuse`),
        { reason },
        { schema: ZBingoCall, errorMessage: 'Failed to answer the BINGO! call' },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bingoCallKeys.open(code) }),
  });
}

/**
 * Award: the game's next prize (POST /game/:code/prize) or, in a one-winner game, the win (POST
 * /game/:code/winner). Either answers the call; a completed game's leaderboard and lists are read again.
 */
export function useAwardBingoCall(code: string, prizes: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (playerId: string) =>
      prizes
        ? (
            await api.post(gameApiPath(code, '/prize'), { playerId } satisfies TAwardPrizeRequest, {
              schema: ZPrizeAwarded,
              errorMessage: 'Failed to award the prize',
            })
          ).leaderboard
        : await api.post(gameApiPath(code, '/winner'), { playerId } satisfies TChooseWinnerRequest, {
            schema: ZLeaderboard,
            errorMessage: 'Failed to choose the winner',
          }),
    onSuccess: (leaderboard) => {
      if (!leaderboard) return refreshProgress(queryClient, code, 'host');
      storeWinner(queryClient, code, 'host', leaderboard);
      void queryClient.invalidateQueries({ queryKey: gameKeys.host(code) });
      void queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bingoCallKeys.open(code) }),
  });
}
