import type { TCrowdFavourite } from '@picture-bingo/shared/hearts';
import { cn } from '@/lib/cn';
import { heartTexts } from './texts';

/** The crowd favourite beside the bingo winner: the most loved photo, whose it is and its hearts. */
export function CrowdFavourite({
  favourite,
  size = 'md',
}: {
  favourite: TCrowdFavourite | null | undefined;
  size?: 'md' | 'lg';
}) {
  if (!favourite) return null;
  const lg = size === 'lg';
  return (
    <section
      aria-label={heartTexts.crowdFavourite}
      className={cn(
        'flex items-center gap-4 rounded-2xl border border-rose-200 bg-rose-50 p-3',
        lg && 'gap-8 p-6',
      )}
      data-testid="crowd-favourite"
    >
      <img
        src={favourite.thumb}
        alt={heartTexts.favouriteBy(favourite.label, favourite.playerName)}
        className={cn('rounded-xl object-cover', lg ? 'size-48' : 'size-20')}
      />
      <div className="flex min-w-0 flex-col">
        <h3 className={cn('font-bold text-rose-800', lg ? 'text-5xl' : 'text-lg')}>
          ♥ {heartTexts.crowdFavourite}
        </h3>
        <p
          className={cn(
            'font-semibold [overflow-wrap:anywhere] text-slate-900',
            lg ? 'text-4xl' : 'text-base',
          )}
        >
          <bdi>{favourite.playerName}</bdi>
        </p>
        <p className={cn('[overflow-wrap:anywhere] text-slate-700', lg ? 'text-3xl' : 'text-sm')}>
          <bdi>{favourite.label}</bdi> · {heartTexts.count(favourite.hearts)}
        </p>
      </div>
    </section>
  );
}
