import { LoginForm } from '@/features/auth/components/login-form';
import { JoinGamePanel } from '@/features/join/components/join-game-panel';
import { m } from '@/lib/i18n/messages';

/**
 * The login/join screen (DESIGN.md section 1): what Picture Bingo is, hosts sign in, players join without an account.
 * Most visitors are guests told to "go to the site and type the code", so joining comes first in the page's order
 * and on a phone's screen; a wide screen sets it beside the login form, under the few lines on what the game is.
 */
export default function LoginRoute() {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      <div className="mx-auto w-full max-w-md md:col-start-2 md:row-start-2 md:pt-10">
        <JoinGamePanel />
      </div>
      <section
        aria-labelledby="about-title"
        className="mx-auto w-full max-w-3xl text-center md:col-span-2 md:row-start-1"
      >
        <h2 id="about-title" className="text-lg font-semibold text-slate-900">
          {m.account_about_title()}
        </h2>
        <p className="text-slate-700">{m.account_about_text()}</p>
      </section>
      <div className="md:col-start-1 md:row-start-2">
        <LoginForm />
      </div>
    </div>
  );
}
