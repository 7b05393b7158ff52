import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { announceVerified, onVerifiedElsewhere, rememberVerifyReturn } from '@/lib/account-verified';
import { useClientConfig } from '@/lib/client-config';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { resendVerification } from '../api/account-mail';
import { currentUserQueryOptions, useCurrentUser } from '../api/get-current-user';
import { inAppLink, outboxQueryOptions, useOutbox } from '../api/get-outbox';
import { authLinkClass } from './auth-card';

/** The server's answer to "Send a new link", by where this server puts mail. */
const SENT = {
  smtp: () => m.account_verification_mail_sent(),
  outbox: () => m.account_verification_link_in_outbox(),
  log: () => m.account_verification_link_in_log(),
} as const;

/** The host's newest verification link in this server's outbox (a laptop that sends no mail), if any. */
function useOwnVerificationLink(enabled: boolean, email: string | undefined): string | null {
  const outbox = useOutbox(enabled);
  const mail = outbox.data?.mails.find((sent) => sent.purpose === 'verify' && sent.to === email);
  return mail ? inAppLink(mail.link) : null;
}

/**
 * On host pages while the account's address is unverified: paying waits for it. An account that only helps run
 * other hosts' games (and has bought nothing) is not asked: nothing it does waits on the address. Where mail is sent, the host
 * follows the mailed link (or asks for a new one); where it is not, the banner never says "we mailed you": on
 * a laptop it opens the host's own link from the app, elsewhere it says who has the link. Every open tab drops
 * the banner once the address is verified in any of them.
 */
export default function VerifyEmailBanner() {
  const { data: user } = useCurrentUser();
  const delivery = useClientConfig().data?.mailDelivery ?? 'smtp';
  const queryClient = useQueryClient();
  const location = useLocation();
  const unverified = user?.emailVerified === false && !user.helpsOnly;
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
    <Alert variant="warning" title={m.account_verify_banner_title()} className="mb-4">
      {delivery === 'smtp' ? (
        <p>{m.account_verify_banner_smtp()}</p>
      ) : delivery === 'outbox' ? (
        <p>{m.account_verify_banner_outbox()}</p>
      ) : (
        <p>{m.account_verify_banner_log()}</p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {ownLink && (
          <Link
            to={ownLink}
            onClick={() => rememberVerifyReturn(here)}
            className={buttonClasses({ size: 'sm' })}
          >
            {m.account_open_my_link()}
          </Link>
        )}
        {resend.isSuccess && !ownLink ? (
          <p className="font-medium">{SENT[delivery]()}</p>
        ) : (
          !ownLink && (
            <Button size="sm" variant="outlined" onClick={() => resend.mutate()} loading={resend.isPending}>
              {delivery === 'smtp' ? m.account_send_new_link() : m.account_make_new_link()}
            </Button>
          )
        )}
        {delivery === 'outbox' && (
          <Link to="/outbox" onClick={() => rememberVerifyReturn(here)} className={authLinkClass}>
            {m.account_open_outbox()}
          </Link>
        )}
        {resend.error && <span className="text-red-800">{errorMessage(resend.error)}</span>}
      </div>
    </Alert>
  );
}
