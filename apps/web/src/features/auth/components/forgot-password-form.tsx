import { ZForgotPasswordRequest } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useClientConfig } from '@/lib/client-config';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { requestPasswordReset } from '../api/account-mail';
import { fieldProblem } from '../utils/field-problem';
import { AuthCard, authLinkClass } from './auth-card';

/** What happens to the link: never "we'll send you" where this server sends no mail. */
const SUBTITLES = {
  smtp: () => m.account_forgot_subtitle_smtp(),
  outbox: () => m.account_forgot_subtitle_outbox(),
  log: () => m.account_forgot_subtitle_log(),
} as const;

/** The server's answer (the same whether or not the address has an account), by where this server puts mail. */
const SENT = {
  smtp: () => m.account_reset_mail_sent(),
  outbox: () => m.account_reset_link_in_outbox(),
  log: () => m.account_reset_link_in_log(),
} as const;

/** /forgot-password: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useMutation({ mutationFn: requestPasswordReset });
  const delivery = useClientConfig().data?.mailDelivery ?? 'smtp';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZForgotPasswordRequest.safeParse({ email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFieldError(issue ? fieldProblem(issue) : undefined);
      return;
    }
    setFieldError(undefined);
    send.mutate(parsed.data.email);
  };

  return (
    <AuthCard
      title={m.account_forgot_title()}
      subtitle={SUBTITLES[delivery]()}
      error={send.error ? errorMessage(send.error) : null}
      footer={rich(m.account_remembered, {
        link: (
          <Link to="/login" className={authLinkClass}>
            {m.account_login()}
          </Link>
        ),
      })}
    >
      {send.data && <Alert variant="success">{SENT[delivery]()}</Alert>}
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Input
          label={m.account_email()}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={fieldError}
          onChange={(e) => setEmail(e.target.value)}
          disabled={send.isPending}
        />
        <Button type="submit" fullWidth size="lg" loading={send.isPending} disabled={send.isPending}>
          {send.data ? m.account_send_another_link() : m.account_send_reset_link()}
        </Button>
      </form>
    </AuthCard>
  );
}
