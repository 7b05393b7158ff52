import { ReviewCountLink } from '@/components/game/review-count-link';
import { Card } from '@/components/ui/card';
import { usePendingCount } from '@/game/review-queue';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/**
 * The photos waiting for review, counted live (the control room's channel reloads the queue on each changed cell),
 * with the way to the review screen.
 */
export function ReviewWaiting({ code }: { code: string }) {
  const waiting = usePendingCount(code);
  return (
    <Card
      className="flex flex-wrap items-center justify-between gap-3"
      role="region"
      aria-labelledby="review-waiting"
    >
      <p id="review-waiting" className="font-semibold text-slate-900" data-testid="review-waiting">
        {waiting > 0
          ? m.room_review_waiting({ count: waiting, shown: formatCount(waiting) })
          : m.room_review_none()}
      </p>
      <ReviewCountLink code={code} />
    </Card>
  );
}
