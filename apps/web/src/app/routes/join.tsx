import { ContinueOnThisPhone } from '@/features/join/components/continue-on-this-phone';
import { JoinGamePanel } from '@/features/join/components/join-game-panel';
import { m } from '@/lib/i18n/messages';

/** /join: the Join a Game screen on its own, and the way back in for a player on a new phone. */
export default function JoinRoute() {
  return (
    <div className="mx-auto w-full max-w-md pt-4 sm:pt-10">
      <JoinGamePanel headingLevel={1} />
      <ContinueOnThisPhone />
      <p className="mt-6 text-center text-sm text-slate-700">
        {m.join_privacy_note()}{' '}
        {/* A plain link: the join screen's JS stays as it was (budget in bench/web/routes.ts). */}
        <a href="/privacy" className="font-medium text-violet-700 underline">
          {m.page_privacy()}
        </a>
      </p>
    </div>
  );
}
