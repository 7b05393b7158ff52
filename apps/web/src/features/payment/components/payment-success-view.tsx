import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { usePaymentStatus } from '../api/get-payment-status';
import { PaymentConfirmed } from './payment-confirmed';

const hostLink = (
  <Link to="/host" className={buttonClasses({ variant: 'outlined' })}>
    Back to Host Game
  </Link>
);

function Problem({ children, actions = hostLink }: { children: ReactNode; actions?: ReactNode }) {
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
    content = <Problem>There is no payment to confirm: this page is opened by the checkout.</Problem>;
  } else if (payment?.status === 'paid') {
    content = <PaymentConfirmed payment={payment} />;
  } else if (status.isError && !payment) {
    content = <Problem>{errorMessage(status.error)}</Problem>;
  } else if (!payment || (payment.status === 'pending' && waiting)) {
    content = <Spinner label="Confirming your payment…" showLabel size="lg" className="py-8" />;
  } else if (payment.status === 'pending') {
    content = (
      <div className="flex flex-col items-start gap-4">
        <Alert variant="info">
          Your payment has not been confirmed yet. This can take a little while; nothing is charged twice.
        </Alert>
        <Button onClick={() => void status.refetch()}>Check again</Button>
      </div>
    );
  } else {
    const retry = payment.gameCode && (
      <Link to={gamePaths.pricing(payment.gameCode)} className={buttonClasses()}>
        Back to Pricing
      </Link>
    );
    content = (
      <Problem
        actions={
          <>
            {retry}
            {hostLink}
          </>
        }
      >
        This payment was not completed: it is {payment.status}. Nothing was charged.
      </Problem>
    );
  }

  return <Card className="max-w-xl">{content}</Card>;
}
