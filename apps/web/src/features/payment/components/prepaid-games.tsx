import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { useGameCount } from '../api/get-game-count';

/** The profile's prepaid games: bought by payments, used by games made live, and left to use. */
export function PrepaidGames() {
  const gameCount = useGameCount();
  const counts = gameCount.data;

  return (
    <section aria-labelledby="prepaid-games-title" className="flex flex-col gap-3">
      <h2 id="prepaid-games-title" className="text-lg font-semibold text-slate-900">
        {m.pay_prepaid_games()}
      </h2>
      {counts ? (
        <dl className="grid grid-cols-3 gap-4">
          {(
            [
              ['bought', m.pay_bought(), counts.bought],
              ['used', m.pay_used(), counts.used],
              ['left', m.pay_left(), counts.left],
            ] as const
          ).map(([key, term, value]) => (
            <div key={key} className="flex flex-col gap-0.5">
              <dt className="text-sm font-medium text-slate-600">{term}</dt>
              <dd className="text-2xl font-bold text-slate-900">{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
      ) : gameCount.isError ? (
        <Alert variant="warning">{errorMessage(gameCount.error)}</Alert>
      ) : (
        <Skeleton className="h-14" />
      )}
    </section>
  );
}
