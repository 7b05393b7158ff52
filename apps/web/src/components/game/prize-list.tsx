import type { TPrizeAward, TWinCondition } from '@picture-bingo/shared';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** A win condition's name, as the setup calls it ("Single line"). */
const CONDITION_NAMES: Record<TWinCondition, () => string> = {
  full: () => m.game_condition_full(),
  line: () => m.game_condition_line(),
  'two-lines': () => m.game_condition_two_lines(),
};

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
      aria-label={m.game_prizes()}
      className={cn(
        'flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950',
        className,
      )}
    >
      <h3 className={cn('font-semibold', size === 'lg' ? 'text-3xl' : 'text-lg')}>{m.game_prizes()}</h3>
      <ol className={cn('flex flex-col gap-1', size === 'lg' ? 'text-2xl' : 'text-base')}>
        {prizes.map((prize) => (
          <li key={prize.place} data-testid="prize" className="[overflow-wrap:anywhere]">
            <span className="font-semibold">
              {formatCount(prize.place)}. <bdi>{prize.name}</bdi>
            </span>{' '}
            <span className="text-amber-900">({CONDITION_NAMES[prize.condition]()})</span>:{' '}
            {prize.winner ? (
              <bdi className="font-semibold">{prize.winner.name}</bdi>
            ) : (
              <span className="italic">{m.game_not_won_yet()}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
