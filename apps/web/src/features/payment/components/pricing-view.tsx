import { gameStage, type TErrorCode } from '@picture-bingo/shared';
import type { TGame } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { viewerCan } from '@/game/abilities';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { rememberVerifyReturn } from '@/lib/account-verified';
import { ApiError } from '@/lib/api-client';
import { useClientConfig } from '@/lib/client-config';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { gameKeys } from '@/game/host-game';
import { gamePaths } from '@/game/paths';
import { useInitiatePayment } from '../api/initiate-payment';
import { usePageRestored } from '../hooks/use-page-restored';
import { FreeGameOffer } from './free-game-offer';
import { PaymentErrorBox } from './payment-error-box';
import { PaymentOffer } from './payment-offer';
import { RedirectingModal } from './redirecting-modal';
import { VerifyFirstNotice } from './verify-first-notice';

const needsVerifiedEmail = (error: unknown) =>
  error instanceof ApiError && error.code === ('EMAIL_NOT_VERIFIED' satisfies TErrorCode);

function NothingToPay({ game }: { game: TGame }) {
  if (game.paid) {
    return (
      <div className="flex max-w-xl flex-col items-start gap-4">
        <Alert variant="success" title={m.pay_already_paid()}>
          {m.pay_room_open()}
        </Alert>
        <Link to={gamePaths.roomDetails(game.gameCode)} className={buttonClasses()}>
          {m.pay_go_room_details()}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <Alert variant="warning">{m.pay_ended()}</Alert>
      <Link to="/host" className={buttonClasses({ variant: 'outlined' })}>
        {m.pay_back_host()}
      </Link>
    </div>
  );
}

/** A co-host or moderator on the pricing page: paying is the owner's (viewerCan 'own'). */
function OwnerPays({ game }: { game: TGame }) {
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <Alert variant="info">{m.pay_owner_only()}</Alert>
      <Link to={gamePaths.room(game.gameCode)} className={buttonClasses({ variant: 'outlined' })}>
        {m.room_back_to_room()}
      </Link>
    </div>
  );
}

/**
 * /host/{code}/pricing: pay for a draft at the hosted checkout (or open it at once where games are free), or say
 * why there is nothing to pay.
 */
export function PricingView({ game }: { game: TGame }) {
  const code = game.gameCode;
  const queryClient = useQueryClient();
  const config = useClientConfig();
  const initiate = useInitiatePayment();
  const location = useLocation();
  // Back from the checkout may show this page as it was left: mid-redirect. Start over then.
  usePageRestored(initiate.reset);

  const redirecting = initiate.isPending || initiate.isSuccess;
  const onMakePayment = () =>
    initiate.mutate(code, {
      onSuccess: (url) => window.location.assign(url),
      // The game may have changed meanwhile (paid in another tab, setup edited): show it as it is now.
      onError: (error) => {
        // Paying waits for a verified address: once verified, the host comes back here to pay.
        if (needsVerifiedEmail(error)) rememberVerifyReturn(`${location.pathname}${location.search}`);
        void queryClient.invalidateQueries({ queryKey: gameKeys.host(code) });
      },
    });

  const waitsForVerification = initiate.isError && needsVerifiedEmail(initiate.error);
  return (
    <>
      {waitsForVerification && <VerifyFirstNotice delivery={config.data?.mailDelivery ?? 'smtp'} />}
      {game.paid || gameStage(game) !== 'draft' ? (
        <NothingToPay game={game} />
      ) : !viewerCan(game, 'own') ? (
        <OwnerPays game={game} />
      ) : config.isPending ? null : config.data?.paymentProvider === 'free' ? (
        <FreeGameOffer game={game} />
      ) : (
        <PaymentOffer game={game} onMakePayment={onMakePayment} redirecting={redirecting} />
      )}
      <RedirectingModal open={redirecting} />
      {initiate.isError && !waitsForVerification && (
        <PaymentErrorBox message={errorMessage(initiate.error)} onDismiss={initiate.reset} />
      )}
    </>
  );
}
