import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { announceVerified, onVerifiedElsewhere, rememberVerifyReturn } from '@/lib/account-verified';
import { useClientConfig } from '@/lib/client-config';
import { errorMessage } from '@/lib/errors';
import { resendVerification } from '../api/account-mail';
import { currentUserQueryOptions, useCurrentUser } from '../api/get-current-user';
import { inAppLink, outboxQueryOptions, useOutbox } from '../api/get-outbox';
import { authLinkClass } from './auth-card';

/** The host's newest verification link in this server's outbox (a laptop that sends no mail), if any. */
function useOwnVerificationLink(enabled: boolean, email: string | undefined): string | null {
  const outbox = useOutbox(enabled);
  const mail = outbox.data?.mails.find((m) => m.purpose === 'verify' && m.to === email);
  return mail ? inAppLink(mail.link) : null;
}

/**
 * On host pages while the account's address is unverified: paying waits for it. Where mail is sent, the host
 * follows the mailed link (or asks for a new one); where it is not, the banner never says "we mailed you": on
 * a laptop it opens the host's own link from the app, elsewhere it says who has the link. Every open tab drops
 * the banner once the address is verified in any of them.
 */
export default function VerifyEmailBanner() {
  const { data: user } = useCurrentUser();
  const delivery = useClientConfig().data?.mailDelivery ?? 'smtp';
  const queryClient = useQueryClient();
  const location = useLocation();
  const unverified = user?.emailVerified === false;
  const ownLink = useOwnVerificationLink(unverified && delivery === 'outbox', user?.email);
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () => setTimeout(() => void queryClient.invalidateQueries(outboxQueryOptions), 300),
  });

  useEffect(
    () => onVerifiedElsewhere(() => void queryClient.invalidateQueries(currentUserQueryOptions)),
    [queryClient],
  );
  const wasUnverified = useRef(false);
  useEffect(() => {
    // Verified from a link opened elsewhere (another browser, the phone): the tab that sees it tells its siblings.
    if (user?.emailVerified === false) wasUnverified.current = true;
    else if (user?.emailVerified && wasUnverified.current) {
      wasUnverified.current = false;
      announceVerified();
    }
  }, [user?.emailVerified]);

  if (!user || !unverified) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <Alert variant="warning" title="Please verify your email address" className="mb-4">
      {delivery === 'smtp' ? (
        <p>
          We mailed you a link when you registered. Follow it to buy games; everything else works already.
        </p>
      ) : delivery === 'outbox' ? (
        <p>
          This server doesn&apos;t send mail, so nothing is in your inbox: open your link here to buy games.
          Everything else works already.
        </p>
      ) : (
        <p>
          This server doesn&apos;t send mail: your link is in its log. Ask the person who runs it, then follow
          the link to buy games.
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {ownLink && (
          <Link
            to={ownLink}
            onClick={() => rememberVerifyReturn(here)}
            className={buttonClasses({ size: 'sm' })}
          >
            Open my verification link
          </Link>
        )}
        {resend.isSuccess && !ownLink ? (
          <p className="font-medium">{resend.data.message}</p>
        ) : (
          !ownLink && (
            <Button size="sm" variant="outlined" onClick={() => resend.mutate()} loading={resend.isPending}>
              {delivery === 'smtp' ? 'Send a new link' : 'Make a new link'}
            </Button>
          )
        )}
        {delivery === 'outbox' && (
          <Link to="/outbox" onClick={() => rememberVerifyReturn(here)} className={authLinkClass}>
            Open the outbox
          </Link>
        )}
        {resend.error && <span className="text-red-800">{errorMessage(resend.error)}</span>}
      </div>
    </Alert>
  );
}
