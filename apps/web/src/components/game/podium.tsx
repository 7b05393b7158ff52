import type { TLeaderboardEntry } from '@picture-bingo/shared';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { srWords } from './sr-words';

/** Second, first, third from left to right, the first the tallest: the order a podium stands in. */
const STEPS = [
  { place: 2, height: { md: 'h-16', lg: 'h-40' }, tone: 'bg-slate-300 text-slate-900' },
  { place: 1, height: { md: 'h-24', lg: 'h-56' }, tone: 'bg-amber-300 text-slate-950' },
  { place: 3, height: { md: 'h-10', lg: 'h-28' }, tone: 'bg-orange-300 text-slate-950' },
] as const;

/**
 * The top three of the final standings on a podium (the big screen's `lg`, phones' `md`). Shown from two
 * players up; names are clipped with an ellipsis, never broken inside a word.
 */
export function Podium({
  entries,
  size = 'md',
}: {
  entries: readonly TLeaderboardEntry[];
  size?: 'md' | 'lg';
}) {
  const byPlace = new Map(entries.filter((e) => e.rank <= 3).map((e) => [e.rank, e]));
  if (byPlace.size < 2) return null;
  return (
    <ol aria-label={m.game_podium()} className="grid grid-cols-3 items-end gap-2">
      {STEPS.map((step) => {
        const entry = byPlace.get(step.place);
        return (
          <li
            key={step.place}
            className={cn('flex min-w-0 flex-col items-center gap-1', !entry && 'invisible')}
            aria-hidden={entry ? undefined : true}
          >
            <span
              className={cn(
                'w-full truncate text-center font-bold',
                size === 'lg' ? 'text-4xl' : 'text-base',
              )}
              title={entry?.name}
            >
              <bdi>{entry?.name ?? ''}</bdi>
            </span>
            <span
              className={cn(
                'flex w-full items-start justify-center rounded-t-xl pt-1 font-black',
                step.height[size],
                step.tone,
                size === 'lg' ? 'text-6xl' : 'text-2xl',
              )}
            >
              {srWords(m.game_place, 'place', formatCount(step.place))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
