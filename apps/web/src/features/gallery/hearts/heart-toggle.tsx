import { HeartCount } from '@/components/game/hearts/heart-count';
import { heartTexts } from '@/components/game/hearts/texts';
import { photoKey } from '@/game/hearts';
import { cn } from '@/lib/cn';
import { useHearts } from './hearts-context';

/**
 * A shown photo's hearts in its gallery cell: a player's toggle (one heart, given or taken back, with the count),
 * or the count alone for everyone else.
 */
export function HeartToggle({
  playerId,
  idx,
  image,
  label,
}: {
  playerId: string;
  idx: number;
  image: string;
  label: string;
}) {
  const hearts = useHearts();
  if (!hearts) return null;
  const key = photoKey(playerId, idx);
  const count = hearts.counts.get(key) ?? 0;
  if (!hearts.canGive) {
    return (
      <span className="absolute end-0.5 bottom-0.5">
        <HeartCount hearts={count} />
      </span>
    );
  }
  const mine = hearts.mine.has(key);
  return (
    <button
      type="button"
      aria-pressed={mine}
      aria-label={mine ? heartTexts.takeBack(label) : heartTexts.give(label)}
      disabled={hearts.pending}
      onClick={() => hearts.toggle({ playerId, idx, image, on: !mine })}
      className={cn(
        'absolute end-0.5 bottom-0.5 inline-flex min-h-6 min-w-6 items-center justify-center gap-0.5 rounded-full px-1 text-xs font-bold shadow focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet-700',
        mine ? 'bg-rose-600 text-white' : 'bg-white/95 text-rose-700',
      )}
      data-testid="heart-toggle"
    >
      <span aria-hidden="true">{mine ? '♥' : '♡'}</span>
      {count > 0 && <span aria-hidden="true">{count}</span>}
    </button>
  );
}
