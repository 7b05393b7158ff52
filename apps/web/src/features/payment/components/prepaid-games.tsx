import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useGameCount } from '../api/get-game-count';

/** The profile's prepaid games: bought by payments, used by games made live, and left to use. */
export function PrepaidGames() {
  const gameCount = useGameCount();
  const counts = gameCount.data;

  return (
    <section aria-labelledby="prepaid-games-title" className="flex flex-col gap-3">
      <h2 id="prepaid-games-title" className="text-lg font-semibold text-slate-900">
        Prepaid games
      </h2>
      {counts ? (
        <dl className="grid grid-cols-3 gap-4">
          {(
            [
              ['Bought', counts.bought],
              ['Used', counts.used],
              ['Left', counts.left],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="flex flex-col gap-0.5">
              <dt className="text-sm font-medium text-slate-600">{term}</dt>
              <dd className="text-2xl font-bold text-slate-900">{value}</dd>
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
