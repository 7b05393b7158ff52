import { CLAIM_POLL_MS, ZDeviceClaim, type TDeviceClaim } from '@picture-bingo/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { gameApiPath } from '@/game/paths';

/** POST /game/:code/claims: this device asks to continue as the player with this name. */
export const requestClaim = (code: string, name: string) =>
  api.post(
    gameApiPath(code, '/claims'),
    { name },
    {
      schema: ZDeviceClaim,
      errorMessage: 'Failed to ask the host',
      headers: playerHeaders(),
    },
  );

export const useRequestClaim = (code: string) =>
  useMutation({ mutationFn: (name: string) => requestClaim(code, name) });

/** GET /game/:code/claims/:id: the claim and the host's answer, asked again every CLAIM_POLL_MS while it waits. */
export function useClaim(code: string, claimId: string | null) {
  return useQuery<TDeviceClaim>({
    queryKey: ['device-claim', code, claimId],
    enabled: claimId !== null,
    queryFn: () =>
      api.get(gameApiPath(code, `/claims/${encodeURIComponent(claimId ?? '')}`), {
        schema: ZDeviceClaim,
        errorMessage: 'Failed to load your request',
        headers: playerHeaders(),
      }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? CLAIM_POLL_MS : false),
    retry: false,
  });
}
