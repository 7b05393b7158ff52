import { ZForgotPasswordRequest } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useClientConfig } from '@/lib/client-config';
import { errorMessage } from '@/lib/errors';
import { requestPasswordReset } from '../api/account-mail';
import { AuthCard, authLinkClass } from './auth-card';

/** What happens to the link: never "we'll send you" where this server sends no mail. */
const SUBTITLES = {
  smtp: "Enter the email you registered with and we'll send you a link to choose a new password.",
  outbox:
    "Enter the email you registered with. This server doesn't send mail: the link waits in the outbox on the computer running Picture Bingo.",
  log: "Enter the email you registered with. This server doesn't send mail: the link is written to its log, for the person who runs it.",
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
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    send.mutate(parsed.data.email);
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={SUBTITLES[delivery]}
      error={send.error ? errorMessage(send.error) : null}
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={authLinkClass}>
            Login
          </Link>
        </>
      }
    >
      {send.data && <Alert variant="success">{send.data.message}</Alert>}
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Input
          label="Email"
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
          {send.data ? 'Send another link' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
