import { ZForgotPasswordRequest } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { requestPasswordReset } from '../api/account-mail';
import { AuthCard, authLinkClass } from './auth-card';

/** /forgot-password: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useMutation({ mutationFn: requestPasswordReset });

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
      subtitle="Enter the email you registered with and we'll send you a link to choose a new password."
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
