import { PASSWORD_MIN_LENGTH, ZRegisterRequest } from '@picture-bingo/shared';
import { ZHelperName } from '@picture-bingo/shared/staff';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { useAuth } from '../hooks/use-auth';
import { authErrorText } from '../utils/auth-errors';
import { fieldProblem } from '../utils/field-problem';
import { authLinkClass } from './auth-card';

type Field = 'name' | 'email' | 'password';

export interface HelperAccountFormProps {
  /** Signed in (a new account, or one they had): accept the invite with the name they gave. */
  onSignedIn: (name: string) => void;
}

/**
 * The shortest way in for someone invited to help: their name, e-mail and a password (the account rules' own
 * checks, nothing about buying), or the same form to log in to an account they have.
 */
export function HelperAccountForm({ onSignedIn }: HelperAccountFormProps) {
  const { register, login } = useAuth();
  const [hasAccount, setHasAccount] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const signIn = useMutation({
    mutationFn: async (name: string) => {
      const credentials = { email: values.email.trim(), password: values.password };
      await (hasAccount
        ? login(credentials)
        : register({ ...credentials, confirmPassword: values.password }));
      return name;
    },
    onSuccess: onSignedIn,
  });

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: signIn.isPending,
    required: true,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.reset();
    const found: Partial<Record<Field, string>> = {};
    const name = ZHelperName.safeParse(values.name);
    if (!name.success || name.data === '') found.name = m.account_helper_name_required();
    if (!hasAccount) {
      const account = ZRegisterRequest.safeParse({ ...values, confirmPassword: values.password });
      for (const issue of account.success ? [] : account.error.issues) {
        const key = issue.path[0];
        if (key === 'email' || key === 'password') found[key] ??= fieldProblem(issue);
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0 && name.success) signIn.mutate(name.data);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <h2 className="text-lg font-bold text-slate-900">
        {hasAccount ? m.account_helper_title_existing() : m.account_helper_title_new()}
      </h2>
      {signIn.error && <Alert variant="error">{authErrorText(signIn.error)}</Alert>}
      <Input
        label={m.account_helper_name()}
        helperText={m.account_helper_name_hint()}
        autoComplete="name"
        {...field('name')}
      />
      <Input label={m.account_email()} type="email" autoComplete="email" {...field('email')} />
      <Input
        label={m.account_password()}
        type="password"
        autoComplete={hasAccount ? 'current-password' : 'new-password'}
        helperText={
          hasAccount
            ? undefined
            : m.account_password_hint({ count: PASSWORD_MIN_LENGTH, shown: formatCount(PASSWORD_MIN_LENGTH) })
        }
        {...field('password')}
      />
      {hasAccount && (
        <Link to="/forgot-password" className={`-mt-2 self-end text-sm ${authLinkClass}`}>
          {m.account_forgot_link()}
        </Link>
      )}
      <Button type="submit" fullWidth size="lg" loading={signIn.isPending}>
        {hasAccount ? m.account_helper_log_in() : m.account_helper_sign_up()}
      </Button>
      <button
        type="button"
        className={`self-center text-sm ${authLinkClass}`}
        onClick={() => {
          setHasAccount((has) => !has);
          setErrors({});
          signIn.reset();
        }}
      >
        {hasAccount ? m.account_helper_new_here() : m.account_helper_have_account()}
      </button>
    </form>
  );
}
