import { gameStage, isBeforeStart, type TGameSummary } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { markDeviceJoined } from '@/lib/device';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { membershipQueryOptions, playerGameKeys } from '@/game/player-game';
import { useClaim, useRequestClaim } from '../api/claim-player';
import { claimTexts } from '../texts';
import { readPendingClaim, writePendingClaim } from '../utils/pending-claim';

interface ClaimPlayerProps {
  game: TGameSummary;
  /** The name typed, which a player of the game has. */
  name: string;
  /** Back to the name step (another name). */
  onClose: () => void;
  /** The host has been asked (the name step gives the whole card to the wait). */
  onAsked?: () => void;
}

/**
 * "Is this you on a new phone?": the guest asks to continue as the player with the name they typed, then waits
 * for the host's one-tap answer (asked again every few seconds, and after a reload); approved, their own card
 * opens on this phone.
 */
export function ClaimPlayer({ game, name, onClose, onAsked }: ClaimPlayerProps) {
  const code = game.gameCode;
  const [claimId, setClaimId] = useState(() => readPendingClaim(code)?.id ?? null);
  const request = useRequestClaim(code);
  const claim = useClaim(code, claimId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = claim.data?.status;

  useEffect(() => {
    if (status === 'pending' || status === undefined) return;
    writePendingClaim(code, null);
    if (status !== 'approved') return;
    markDeviceJoined();
    void queryClient.invalidateQueries({ queryKey: playerGameKeys.board(code) });
    void queryClient
      .fetchQuery(membershipQueryOptions(code))
      .then((membership) =>
        navigate(
          isBeforeStart(gameStage(membership.game)) ? gamePaths.room(code) : gamePaths.gameBoard(code),
          { replace: true },
        ),
      );
  }, [status, code, navigate, queryClient]);

  const ask = () =>
    request.mutate(name, {
      onSuccess: (made) => {
        writePendingClaim(code, { id: made.id, name });
        queryClient.setQueryData(['device-claim', code, made.id], made);
        setClaimId(made.id);
        onAsked?.();
      },
    });
  const close = () => {
    writePendingClaim(code, null);
    onClose();
  };

  if (claimId !== null && (status === 'pending' || status === 'approved' || claim.isPending)) {
    return (
      <section aria-labelledby="claim-title" className="flex flex-col gap-3" aria-live="polite">
        <h3 id="claim-title" className="text-lg font-semibold text-slate-900">
          {status === 'approved' ? claimTexts.approved : claimTexts.waitingTitle}
        </h3>
        <div className="flex items-start gap-3">
          <Spinner label={claimTexts.waitingTitle} />
          <p className="text-slate-700 [overflow-wrap:anywhere]">
            {claimTexts.waiting(claim.data?.playerName ?? name)}
          </p>
        </div>
        <Button variant="ghost" onClick={close}>
          {claimTexts.cancel}
        </Button>
      </section>
    );
  }

  const answered =
    status === 'declined' ? claimTexts.declined : status === 'expired' ? claimTexts.expired : null;
  const failed = request.isError
    ? errorMessage(request.error)
    : claim.isError
      ? errorMessage(claim.error)
      : null;
  return (
    <section aria-labelledby="claim-title" className="flex flex-col gap-3">
      <h3 id="claim-title" className="text-lg font-semibold text-slate-900">
        {claimTexts.offer}
      </h3>
      {answered && <Alert variant={status === 'declined' ? 'warning' : 'info'}>{answered}</Alert>}
      {failed && <Alert variant="error">{failed}</Alert>}
      <p className="text-slate-700 [overflow-wrap:anywhere]">{claimTexts.explain(name)}</p>
      <Button size="lg" fullWidth loading={request.isPending} onClick={ask}>
        {answered ? claimTexts.askAgain : claimTexts.ask(name)}
      </Button>
      <Button variant="outlined" fullWidth onClick={close}>
        {claimTexts.otherName}
      </Button>
    </section>
  );
}
