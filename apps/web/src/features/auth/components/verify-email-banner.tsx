import { useMutation } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { resendVerification } from '../api/account-mail';
import { useCurrentUser } from '../api/get-current-user';

/**
 * On host pages while the account's address is unverified: paying waits for it, and the host may ask for a
 * new link (rate-limited by the server).
 */
export default function VerifyEmailBanner() {
  const { data: user } = useCurrentUser();
  const resend = useMutation({ mutationFn: resendVerification });
  if (!user || user.emailVerified !== false) return null;
  return (
    <Alert variant="warning" title="Please verify your email address" className="mb-4">
      <p>We mailed you a link when you registered. Follow it to buy games; everything else works already.</p>
      {resend.isSuccess ? (
        <p className="mt-1 font-medium">{resend.data.message}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button size="sm" variant="outlined" onClick={() => resend.mutate()} loading={resend.isPending}>
            Send a new link
          </Button>
          {resend.error && <span className="text-red-800">{errorMessage(resend.error)}</span>}
        </div>
      )}
    </Alert>
  );
}
