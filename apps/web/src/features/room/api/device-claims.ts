import { ZDeviceClaim, ZDeviceClaims, type TDeviceClaim } from '@picture-bingo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameApiPath } from '@/game/paths';

export const claimKeys = { waiting: (code: string) => ['device-claims', code] as const };

/** GET /game/:code/claims: the new-phone requests waiting for the owner's or a co-host's answer. */
export const useWaitingClaims = (code: string) =>
  useQuery({
    queryKey: claimKeys.waiting(code),
    queryFn: async () =>
      (
        await api.get(gameApiPath(code, '/claims'), {
          schema: ZDeviceClaims,
          errorMessage: 'Failed to load new phone requests',
        })
      ).claims,
  });

/** POST /game/:code/claims/:id/approve or /decline; the answered claim leaves the list. */
export function useDecideClaim(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, decision }: { claimId: string; decision: 'approve' | 'decline' }) =>
      api.post(gameApiPath(code, `/claims/${encodeURIComponent(claimId)}/${decision}`), undefined, {
        schema: ZDeviceClaim,
        errorMessage: 'Failed to answer the request',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: claimKeys.waiting(code) }),
  });
}

/** A claim heard live: a new one joins the list, a decided one leaves it. */
export const foldClaim = (claims: TDeviceClaim[] | undefined, claim: TDeviceClaim): TDeviceClaim[] => {
  const others = (claims ?? []).filter((c) => c.id !== claim.id);
  return claim.status === 'pending' ? [...others, claim] : others;
};
