import { type TOutboxMail, type TErrorCode } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { inAppLink, useOutbox } from '../api/get-outbox';
import { useAuth } from '../hooks/use-auth';
import { authLinkClass } from './auth-card';

const ACTIONS: Record<TOutboxMail['purpose'], () => string> = {
  verify: () => m.account_outbox_verify(),
  reset: () => m.account_outbox_reset(),
};

/** The server's setting that would send mail (a name, never translated). */
const SMTP_SETTING = 'SMTP_URL';

function OutboxMail({ mail }: { mail: TOutboxMail }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium text-slate-900" dir="auto">
          {mail.subject}
        </span>
        <span className="text-sm [overflow-wrap:anywhere] text-slate-700">
          {rich(m.account_outbox_to, { to: <bdi>{mail.to}</bdi>, date: formatDateTime(mail.sentAt) })}
        </span>
      </div>
      <Link
        to={inAppLink(mail.link)}
        className={cn(buttonClasses({ size: 'sm', variant: 'outlined' }), 'shrink-0 whitespace-nowrap')}
      >
        {ACTIONS[mail.purpose]()}
      </Link>
    </li>
  );
}

/** Why the outbox shows nothing here: no outbox on this server, or no key and nobody signed in. */
function Refusal({ error }: { error: unknown }) {
  const { isAuthenticated } = useAuth();
  const code = error instanceof ApiError ? error.code : null;
  return (
    <Alert variant={code === ('OUTBOX_UNAVAILABLE' satisfies TErrorCode) ? 'info' : 'warning'}>
      <p>{errorMessage(error)}</p>
      {code === ('OUTBOX_NOT_LOCAL' satisfies TErrorCode) && !isAuthenticated && (
        <Link to="/login" state={{ from: '/outbox' }} className={authLinkClass}>
          {m.account_login()}
        </Link>
      )}
    </Alert>
  );
}

/**
 * /outbox: the mails a laptop server would have sent (no SMTP_URL, no PUBLIC_URL), so the host opens sign-up and
 * reset links from the app. The server decides who sees what: everything to a browser opened from the link it
 * printed at its start (its key), only the signed-in host's own verification links to any other.
 */
export function OutboxView() {
  const outbox = useOutbox();
  return (
    <Card className="mx-auto flex max-w-2xl flex-col gap-4 text-slate-800">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{m.page_outbox()}</h1>
        <Button size="sm" variant="ghost" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {m.account_refresh()}
        </Button>
      </div>
      <p className="text-sm text-slate-700">
        {rich(m.account_outbox_intro, { setting: <code>{SMTP_SETTING}</code> })}
      </p>
      {outbox.isPending ? (
        <Spinner label={m.account_outbox_loading()} showLabel size="sm" />
      ) : outbox.isError ? (
        <Refusal error={outbox.error} />
      ) : (
        <>
          {outbox.data.scope === 'own' && <Alert variant="info">{m.account_outbox_own_only()}</Alert>}
          {outbox.data.mails.length === 0 ? (
            <p className="text-slate-700">{m.account_outbox_empty()}</p>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label={m.account_outbox_mails()}>
              {outbox.data.mails.map((mail) => (
                <OutboxMail key={`${mail.sentAt}-${mail.link}`} mail={mail} />
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
