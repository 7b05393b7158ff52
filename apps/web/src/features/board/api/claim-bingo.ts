import { ZBingoResponse } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { gameApiPath } from '@/game/paths';

/** POST /game/:code/bingo: the server checks the stored card against the win condition. */
export const claimBingo = (code: string) =>
  api.post(gameApiPath(code, `/bingo`), undefined, {
    schema: ZBingoResponse,
    errorMessage: 'Failed to claim BINGO!',
    headers: playerHeaders(),
  });

export const useClaimBingo = (code: string) => useMutation({ mutationFn: () => claimBingo(code) });
