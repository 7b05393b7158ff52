import {
  PASSWORD_MIN_LENGTH,
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
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/account-mail';
import { useAuth } from '../hooks/use-auth';
import { fieldProblem } from '../utils/field-problem';
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
      toast.success(m.account_password_changed());
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
        if (key === 'password' || key === 'confirmPassword') errors[key] ??= fieldProblem(issue);
      }
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0) return;
    }
    setFieldErrors({});
    reset.mutate({ ...values, token: token ?? '' });
  };

  const footer = rich(m.account_link_expired, {
    link: (
      <Link to="/forgot-password" className={authLinkClass}>
        {m.account_ask_new_one()}
      </Link>
    ),
  });

  if (!token) {
    return (
      <AuthCard title={m.account_reset_title()} error={m.account_reset_link_invalid()} footer={footer}>
        <p className="text-sm text-slate-700">
          {delivery === 'smtp' ? m.account_reset_open_mail() : m.account_reset_open_kept()}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={m.account_reset_title()}
      subtitle={m.account_reset_subtitle()}
      error={reset.error ? errorMessage(reset.error) : null}
      footer={footer}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Input
          label={m.account_new_password()}
          helperText={m.account_password_hint({
            count: PASSWORD_MIN_LENGTH,
            shown: formatCount(PASSWORD_MIN_LENGTH),
          })}
          {...field('password')}
        />
        <Input label={m.account_confirm_new_password()} {...field('confirmPassword')} />
        <Button type="submit" fullWidth size="lg" loading={reset.isPending} disabled={reset.isPending}>
          {m.account_set_new_password()}
        </Button>
      </form>
    </AuthCard>
  );
}
