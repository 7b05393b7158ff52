import { useSearchParams } from 'react-router';
import { PaymentSuccessView } from '@/features/payment/components/payment-success-view';

/** /payment-success?session_id=…: where the hosted checkout returns after a payment. */
export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  return <PaymentSuccessView key={sessionId} sessionId={sessionId} />;
}
