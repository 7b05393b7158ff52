import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { gamePaths } from '@/lib/paths';
import { useLiveReviewQueue } from '@/lib/review-queue';

/** "Photo Review" in the host's game screens, with the number of photos waiting, kept live. */
export function ReviewLink({ code }: { code: string }) {
  const { query } = useLiveReviewQueue(code);
  const waiting = query.data?.length ?? 0;
  return (
    <Link
      to={gamePaths.review(code)}
      className={cn(buttonClasses({ variant: waiting > 0 ? 'contained' : 'outlined' }), 'gap-2')}
      aria-label={waiting > 0 ? `Photo Review, ${waiting} waiting` : undefined}
    >
      Photo Review
      {waiting > 0 && (
        <span
          aria-hidden="true"
          data-testid="review-pending-count"
          className="inline-flex min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-violet-800"
        >
          {waiting}
        </span>
      )}
    </Link>
  );
}
