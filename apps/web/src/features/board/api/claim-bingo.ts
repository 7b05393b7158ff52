import { ZBingoResponse } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { playerGamePath } from '@/game/player-game';

/** POST /game/:code/bingo: the server checks the stored card against the win condition. */
export const claimBingo = (code: string) =>
  api.post(`${playerGamePath(code)}/bingo`, undefined, {
    schema: ZBingoResponse,
    errorMessage: 'Failed to claim BINGO!',
    headers: playerHeaders(),
  });

export const useClaimBingo = (code: string) => useMutation({ mutationFn: () => claimBingo(code) });
