import { cn } from '@/lib/cn';
import { heartTexts } from './texts';

/** A photo's hearts on its tile (nothing when it has none): a heart and the number, read out in words. */
export function HeartCount({ hearts, size = 'md' }: { hearts: number; size?: 'md' | 'lg' }) {
  if (hearts <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-white/95 font-bold text-rose-700 shadow',
        size === 'lg' ? 'px-4 py-1 text-4xl' : 'px-1.5 text-xs',
      )}
      data-testid="heart-count"
    >
      <span aria-hidden="true">♥</span>
      <span aria-hidden="true">{hearts}</span>
      <span className="sr-only">{heartTexts.count(hearts)}</span>
    </span>
  );
}
