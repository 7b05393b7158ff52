import { formatUsd, type TPaymentStatusResponse } from '@picture-bingo/shared';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { gamePaths } from '@/game/paths';
import { Icon } from '@/components/ui/icon';
import { PaidGameShare } from './paid-game-share';

/** The spec's success message, once the provider has confirmed the payment. */
export function PaymentConfirmed({ payment }: { payment: TPaymentStatusResponse }) {
  const navigate = useNavigate();
  const games = `${payment.gameCount} ${payment.gameCount === 1 ? 'game' : 'games'}`;
  // The control room of the game this payment was for (room details), or the host home if it is gone.
  const dashboard = payment.gameCode ? gamePaths.roomDetails(payment.gameCode) : '/host';

  return (
    <div className="flex flex-col items-start gap-4">
      <Icon className="size-12 text-emerald-700">
        <path d="M9 12l2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />
      </Icon>
      <h2 className="text-2xl font-bold text-slate-900">Payment Successful!</h2>
      <p className="text-slate-700">
        Thank you for your payment. You can now enjoy all the premium features.
      </p>
      <p className="text-sm text-slate-600">
        {formatUsd(payment.amount)} paid for {games}.
      </p>
      {payment.gameCode && <PaidGameShare code={payment.gameCode} />}
      <Button size="lg" onClick={() => void navigate(dashboard)}>
        Return to Dashboard
      </Button>
      {payment.gameCode && (
        <p className="text-sm text-slate-600">
          The dashboard is the game&rsquo;s control room: players, the big screen and Start.
        </p>
      )}
    </div>
  );
}
