import type { TPaymentStatusResponse } from '@picture-bingo/shared';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { gamePaths } from '@/game/paths';
import { Icon } from '@/components/ui/icon';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { formatAmount } from '../utils/format-price';
import { PaidGameShare } from './paid-game-share';

/**
 * The spec's success message once the provider has confirmed the payment, then what was bought (the paid room, the
 * amount and games) and what the spec's "dashboard" is.
 */
export function PaymentConfirmed({ payment }: { payment: TPaymentStatusResponse }) {
  const navigate = useNavigate();
  // The control room of the game this payment was for (room details), or the host home if it is gone.
  const dashboard = payment.gameCode ? gamePaths.roomDetails(payment.gameCode) : '/host';

  return (
    <div className="flex flex-col items-start gap-4">
      <Icon className="size-12 text-emerald-700">
        <path d="M9 12l2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />
      </Icon>
      <h2 className="text-2xl font-bold text-slate-900">{m.pay_success_title()}</h2>
      <p className="text-slate-700">
        {m.pay_success_thanks()}
        {payment.gameCode && <> {m.pay_success_game({ code: payment.gameCode })}</>}
      </p>
      <p className="text-sm text-slate-600">
        {m.pay_success_paid({
          amount: formatAmount(payment.amount),
          count: payment.gameCount,
          shown: formatCount(payment.gameCount),
        })}
      </p>
      {payment.gameCode && <PaidGameShare code={payment.gameCode} />}
      <Button size="lg" onClick={() => void navigate(dashboard)}>
        {m.pay_return_dashboard()}
      </Button>
      {payment.gameCode && <p className="text-sm text-slate-600">{m.pay_dashboard_note()}</p>}
    </div>
  );
}
