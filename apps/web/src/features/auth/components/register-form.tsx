import { PASSWORD_MIN_LENGTH, ZRegisterRequest, type TRegisterRequest } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { useAuth } from '../hooks/use-auth';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { authErrorText } from '../utils/auth-errors';
import { fieldProblem } from '../utils/field-problem';
import { AuthCard, OrDivider, authLinkClass } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';

type FieldErrors = Partial<Record<keyof TRegisterRequest, string>>;

/** The /register screen; the shared schema checks the form before anything is sent. */
export function RegisterForm() {
  const { register } = useAuth();
  const [values, setValues] = useState<TRegisterRequest>({ email: '', password: '', confirmPassword: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const signUp = useMutation({ mutationFn: register });
  const google = useGoogleSignIn();
  const busy = signUp.isPending || google.isPending;
  const failure = signUp.error ?? google.error;
  const shownError = formError ?? (failure ? authErrorText(failure) : null);

  const field = (name: keyof TRegisterRequest) => ({
    name,
    value: values[name],
    error: fieldErrors[name],
    disabled: busy,
    required: true,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signUp.reset();
    google.reset();
    setFieldErrors({});
    if (values.password !== values.confirmPassword) {
      setFormError(m.account_passwords_differ());
      return;
    }
    setFormError(null);
    const parsed = ZRegisterRequest.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'email' || key === 'password' || key === 'confirmPassword')
          errors[key] ??= fieldProblem(issue);
      }
      setFieldErrors(errors);
      return;
    }
    signUp.mutate(parsed.data);
  };

  const onGoogle = () => {
    signUp.reset();
    setFormError(null);
    google.mutate();
  };

  return (
    <AuthCard
      title={m.account_register_title()}
      subtitle={m.account_register_subtitle()}
      error={shownError}
      footer={rich(m.account_have_account, {
        link: (
          <Link to="/login" className={authLinkClass}>
            {m.account_log_in_link()}
          </Link>
        ),
      })}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input label={m.account_email()} type="email" autoComplete="email" {...field('email')} />
        <Input
          label={m.account_password()}
          type="password"
          autoComplete="new-password"
          helperText={m.account_password_hint({
            count: PASSWORD_MIN_LENGTH,
            shown: formatCount(PASSWORD_MIN_LENGTH),
          })}
          {...field('password')}
        />
        <Input
          label={m.account_confirm_password()}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" fullWidth size="lg" loading={signUp.isPending} disabled={busy}>
          {signUp.isPending ? m.account_signing_up() : m.account_sign_up()}
        </Button>
      </form>
      <OrDivider />
      <GoogleSignInButton onClick={onGoogle} pending={google.isPending} disabled={busy} />
    </AuthCard>
  );
}
