import { LoginForm } from '@/features/auth/components/login-form';
import { JoinGamePanel } from '@/features/join/components/join-game-panel';
import { m } from '@/lib/i18n/messages';

/** The login/join screen (DESIGN.md section 1): what Picture Bingo is, hosts sign in, players join without an account. */
export default function LoginRoute() {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="about-title" className="mx-auto w-full max-w-3xl text-center">
        <h2 id="about-title" className="text-lg font-semibold text-slate-900">
          {m.account_about_title()}
        </h2>
        <p className="text-slate-700">{m.account_about_text()}</p>
      </section>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <LoginForm />
        <div className="mx-auto w-full max-w-md md:pt-10">
          <JoinGamePanel />
        </div>
      </div>
    </div>
  );
}
