import { LoginForm } from '@/features/auth/components/login-form';
import { JoinGamePanel } from '@/features/join/components/join-game-panel';

/** The login/join screen (DESIGN.md section 1): hosts sign in, players join without an account. */
export default function LoginRoute() {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      <LoginForm />
      <div className="mx-auto w-full max-w-md md:pt-10">
        <JoinGamePanel />
      </div>
    </div>
  );
}
