import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { useAuth } from '../hooks/use-auth';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { authErrorText } from '../utils/auth-errors';
import { AuthCard, OrDivider, authLinkClass } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';

/** The /login screen. Where to go on success is the public-only route guard's job. */
export function LoginForm() {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const passwordLogin = useMutation({ mutationFn: login });
  const google = useGoogleSignIn();
  const busy = passwordLogin.isPending || google.isPending;
  const failure = passwordLogin.error ?? google.error;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    google.reset();
    passwordLogin.mutate({ email: email.trim(), password });
  };

  const onGoogle = () => {
    passwordLogin.reset();
    google.mutate();
  };

  return (
    <AuthCard
      title={m.account_login_title()}
      subtitle={m.account_login_subtitle()}
      error={failure ? authErrorText(failure) : null}
      footer={rich(m.account_no_account, {
        link: (
          <Link to="/register" className={authLinkClass}>
            {m.account_register_link()}
          </Link>
        ),
      })}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input
          label={m.account_email()}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
        <Input
          label={m.account_password()}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
        <Link to="/forgot-password" className={`-mt-2 self-end text-sm ${authLinkClass}`}>
          {m.account_forgot_link()}
        </Link>
        <Button type="submit" fullWidth size="lg" loading={passwordLogin.isPending} disabled={busy}>
          {m.account_login()}
        </Button>
      </form>
      <OrDivider />
      <GoogleSignInButton onClick={onGoogle} pending={google.isPending} disabled={busy} />
    </AuthCard>
  );
}
