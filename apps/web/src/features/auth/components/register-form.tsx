import { PASSWORD_MIN_LENGTH, ZRegisterRequest, type TRegisterRequest } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { useAuth } from '../hooks/use-auth';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
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
  const shownError = formError ?? (failure ? errorMessage(failure) : null);

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
      setFormError('Passwords do not match');
      return;
    }
    setFormError(null);
    const parsed = ZRegisterRequest.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'email' || key === 'password' || key === 'confirmPassword') errors[key] ??= issue.message;
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
      title="Create an account"
      subtitle="Set up picture bingo games for your event in minutes."
      error={shownError}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClass}>
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input label="Email" type="email" autoComplete="email" {...field('email')} />
        <Input
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
          {...field('password')}
        />
        <Input
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" fullWidth size="lg" loading={signUp.isPending} disabled={busy}>
          {signUp.isPending ? 'Signing up...' : 'Sign up'}
        </Button>
      </form>
      <OrDivider />
      <GoogleSignInButton onClick={onGoogle} pending={google.isPending} disabled={busy} />
    </AuthCard>
  );
}
