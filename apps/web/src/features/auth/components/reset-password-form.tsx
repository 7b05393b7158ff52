import {
  PASSWORD_MIN_LENGTH,
  RESET_LINK_INVALID,
  ZResetPasswordRequest,
  type TResetPasswordRequest,
} from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useClientConfig } from '@/lib/client-config';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/account-mail';
import { useAuth } from '../hooks/use-auth';
import { AuthCard, authLinkClass } from './auth-card';

type Fields = Omit<TResetPasswordRequest, 'token'>;
type FieldErrors = Partial<Record<keyof Fields, string>>;

/**
 * /reset-password?token=…: the mailed link's page. The new password follows the register rules; on success
 * every other session of the account has ended and this browser is signed in.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { signInWith } = useAuth();
  const navigate = useNavigate();
  const delivery = useClientConfig().data?.mailDelivery ?? 'smtp';
  const [values, setValues] = useState<Fields>({ password: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: (response) => {
      signInWith(response);
      toast.success('Your password is changed and you are signed in.');
      void navigate('/host', { replace: true });
    },
  });

  const field = (name: keyof Fields) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    value: values[name],
    error: fieldErrors[name],
    disabled: reset.isPending,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZResetPasswordRequest.safeParse({ ...values, token: token ?? '' });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'password' || key === 'confirmPassword') errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0) return;
    }
    setFieldErrors({});
    reset.mutate({ ...values, token: token ?? '' });
  };

  const footer = (
    <>
      Link expired?{' '}
      <Link to="/forgot-password" className={authLinkClass}>
        Ask for a new one
      </Link>
    </>
  );

  if (!token) {
    return (
      <AuthCard title="Choose a new password" error={RESET_LINK_INVALID} footer={footer}>
        <p className="text-sm text-slate-700">
          {delivery === 'smtp'
            ? 'Open the link from the mail we sent you.'
            : "This server doesn't send mail: open the link from where it keeps it (its outbox or its log)."}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="You'll be signed in, and signed out everywhere else."
      error={reset.error ? errorMessage(reset.error) : null}
      footer={footer}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Input
          label="New password"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
          {...field('password')}
        />
        <Input label="Confirm new password" {...field('confirmPassword')} />
        <Button type="submit" fullWidth size="lg" loading={reset.isPending} disabled={reset.isPending}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
