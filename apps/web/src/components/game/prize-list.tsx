import { WIN_CONDITION_TEXTS, type TPrizeAward } from '@picture-bingo/shared';
import { cn } from '@/lib/cn';

/** A game's prizes in order, each with its winner once won (progress, leaderboard, big screen). */
export function PrizeList({
  prizes,
  size = 'md',
  className,
}: {
  prizes: readonly TPrizeAward[];
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <section
      aria-label="Prizes"
      className={cn(
        'flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950',
        className,
      )}
    >
      <h3 className={cn('font-semibold', size === 'lg' ? 'text-3xl' : 'text-lg')}>Prizes</h3>
      <ol className={cn('flex flex-col gap-1', size === 'lg' ? 'text-2xl' : 'text-base')}>
        {prizes.map((prize) => (
          <li key={prize.place} data-testid="prize" className="[overflow-wrap:anywhere]">
            <span className="font-semibold">
              {prize.place}. <bdi>{prize.name}</bdi>
            </span>{' '}
            <span className="text-amber-900">({WIN_CONDITION_TEXTS[prize.condition].label})</span>:{' '}
            {prize.winner ? (
              <bdi className="font-semibold">{prize.winner.name}</bdi>
            ) : (
              <span className="italic">not won yet</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
