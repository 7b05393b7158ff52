import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useGameChannel } from '@/game/game-channel';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { claimKeys, foldClaim, useDecideClaim, useWaitingClaims } from '../api/device-claims';

/**
 * Guests on a new phone asking to continue as a player ("Is this you on a new phone?"), live on the control
 * room of whoever runs the game: one tap approves (the card moves to the new phone) or declines.
 */
export function ClaimRequests({ code }: { code: string }) {
  const queryClient = useQueryClient();
  const claims = useWaitingClaims(code);
  const decide = useDecideClaim(code);
  useGameChannel(code, 'host', {
    onClaim: (claim) =>
      queryClient.setQueryData(claimKeys.waiting(code), (old: typeof claims.data) => foldClaim(old, claim)),
    onReconnected: () => void claims.refetch(),
  });
  if (!claims.data?.length) return null;

  const answer = (claimId: string, name: string, decision: 'approve' | 'decline') =>
    decide.mutate(
      { claimId, decision },
      {
        onSuccess: () =>
          toast.success(
            decision === 'approve' ? m.room_claim_approved({ name }) : m.room_claim_declined({ name }),
          ),
      },
    );
  return (
    <section
      aria-labelledby="claim-requests-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-violet-700 bg-white p-4 shadow"
    >
      <h3 id="claim-requests-title" className="text-lg font-bold text-slate-900">
        {m.room_claims_title()}
      </h3>
      <p className="text-sm text-slate-700">{m.room_claim_detail()}</p>
      {decide.isError && <Alert variant="error">{errorMessage(decide.error)}</Alert>}
      <ul className="flex flex-col gap-3">
        {claims.data.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">
              {rich(m.room_claim_request, { name: <bdi>{claim.playerName}</bdi> })}
            </p>
            <div className="flex gap-2">
              <Button
                color="success"
                loading={decide.isPending && decide.variables.claimId === claim.id}
                onClick={() => answer(claim.id, claim.playerName, 'approve')}
              >
                {rich(m.room_claim_approve, { name: <bdi>{claim.playerName}</bdi> })}
              </Button>
              <Button variant="outlined" onClick={() => answer(claim.id, claim.playerName, 'decline')}>
                {m.room_claim_decline()}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
