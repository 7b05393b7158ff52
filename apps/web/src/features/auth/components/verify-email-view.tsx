import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { announceVerified, forgetVerifyReturn, verifyReturnPath } from '@/lib/account-verified';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { verifyEmail } from '../api/account-mail';
import { currentUserQueryOptions } from '../api/get-current-user';
import { useAuth } from '../hooks/use-auth';
import { AuthCard, authLinkClass } from './auth-card';

/**
 * /verify-email?token=…: follows the link at once, signed in or not. Once verified, every open tab of the app
 * hears it, and the host goes back to the page they left when paying had to wait (remembered by the banner or
 * the payment page).
 */
export function VerifyEmailView({ token }: { token: string | null }) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  // Read once: the page to return to is forgotten as soon as the address is verified.
  const [returnTo] = useState(verifyReturnPath);
  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      forgetVerifyReturn();
      announceVerified();
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
    },
  });
  const { mutate } = verify;

  useEffect(() => {
    // A second run (React's strict mode, a reload) answers the same: the link stays good once it worked.
    if (token) mutate(token);
  }, [token, mutate]);

  const next = isAuthenticated ? (
    <Link to="/host" className={authLinkClass}>
      {m.account_go_host_game()}
    </Link>
  ) : (
    <Link to="/login" className={authLinkClass}>
      {m.account_login()}
    </Link>
  );
  const failure = !token ? m.account_verify_link_invalid() : verify.error ? errorMessage(verify.error) : null;

  return (
    <AuthCard title={m.account_verify_title()} error={failure} footer={next}>
      {verify.isSuccess ? (
        <>
          <Alert variant="success" title={m.account_verified_title()}>
            {rich(m.account_verified_text, { email: <bdi>{verify.data.email}</bdi> })}
          </Alert>
          {isAuthenticated && returnTo && (
            <Link to={returnTo} className={buttonClasses({ fullWidth: true, size: 'lg' })}>
              {m.account_back_where_you_were()}
            </Link>
          )}
        </>
      ) : failure ? (
        <p className="text-sm text-slate-700">
          {isAuthenticated ? m.account_ask_from_banner() : m.account_log_in_to_ask()}
        </p>
      ) : (
        <Spinner label={m.account_checking_link()} showLabel size="sm" className="py-4" />
      )}
    </AuthCard>
  );
}
