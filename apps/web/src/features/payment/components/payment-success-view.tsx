import type { TPaymentStatus } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { usePaymentStatus } from '../api/get-payment-status';
import { PaymentConfirmed } from './payment-confirmed';

/** Why a payment that is over was not completed, by its status. */
const NOT_COMPLETED: Record<Exclude<TPaymentStatus, 'paid' | 'pending'>, () => string> = {
  failed: () => m.pay_not_completed_failed(),
  canceled: () => m.pay_not_completed_canceled(),
  expired: () => m.pay_not_completed_expired(),
};

function HostLink() {
  return (
    <Link to="/host" className={buttonClasses({ variant: 'outlined' })}>
      {m.pay_back_host()}
    </Link>
  );
}

function Problem({ children, actions = <HostLink /> }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="error">{children}</Alert>
      <div className="flex flex-wrap gap-3">{actions}</div>
    </div>
  );
}

/**
 * /payment-success: the checkout sends the browser here with its session id. Arriving proves nothing; the
 * page asks the server (which only the provider's confirmation convinces) until the payment is settled.
 */
export function PaymentSuccessView({ sessionId }: { sessionId: string }) {
  const { query: status, waiting } = usePaymentStatus(sessionId);
  const payment = status.data;

  let content: ReactNode;
  if (!sessionId) {
    content = <Problem>{m.pay_no_session()}</Problem>;
  } else if (payment?.status === 'paid') {
    content = <PaymentConfirmed payment={payment} />;
  } else if (status.isError && !payment) {
    content = <Problem>{errorMessage(status.error)}</Problem>;
  } else if (!payment || (payment.status === 'pending' && waiting)) {
    content = <Spinner label={m.pay_confirming()} showLabel size="lg" className="py-8" />;
  } else if (payment.status === 'pending') {
    content = (
      <div className="flex flex-col items-start gap-4">
        <Alert variant="info">{m.pay_pending()}</Alert>
        <Button onClick={() => void status.refetch()}>{m.pay_check_again()}</Button>
      </div>
    );
  } else {
    const retry = payment.gameCode && (
      <Link to={gamePaths.pricing(payment.gameCode)} className={buttonClasses()}>
        {m.pay_back_pricing()}
      </Link>
    );
    content = (
      <Problem
        actions={
          <>
            {retry}
            <HostLink />
          </>
        }
      >
        {NOT_COMPLETED[payment.status]()}
      </Problem>
    );
  }

  return <Card className="max-w-xl">{content}</Card>;
}
