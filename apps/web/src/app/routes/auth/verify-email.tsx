import { useSearchParams } from 'react-router';
import { VerifyEmailView } from '@/features/auth/components/verify-email-view';

/** The mailed verification link's page: /verify-email?token=… (signed in or not). */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return <VerifyEmailView token={params.get('token')} />;
}
