import { gameStage, isBeforeStart, isSettled } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { useHostGame } from '@/game/host-game';
import { gamePaths } from '@/game/paths';
import { usePendingCount } from '@/game/review-queue';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** How often the top bar's count is reloaded on screens whose socket does not refresh it. */
const NAV_POLL_MS = 15_000;

/** The number of photos waiting, as a small round count (hidden from screen readers: the link says it). */
function Count({ waiting, className }: { waiting: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="review-pending-count"
      className={cn(
        'inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-bold',
        className,
      )}
    >
      {formatCount(waiting)}
    </span>
  );
}

/**
 * "Photo Review" among the host's game screens (room details), with the number of photos waiting; the room's
 * socket (GameControls) keeps it live.
 */
export function ReviewCountLink({ code }: { code: string }) {
  const waiting = usePendingCount(code);
  return (
    <Link
      to={gamePaths.review(code)}
      className={cn(buttonClasses({ variant: waiting > 0 ? 'contained' : 'outlined' }), 'gap-2')}
      aria-label={waiting > 0 ? m.game_review_label({ count: formatCount(waiting) }) : undefined}
    >
      {m.game_photo_review()}
      {waiting > 0 && <Count waiting={waiting} className="bg-white text-violet-800" />}
    </Link>
  );
}

function ReviewNavCount({ code }: { code: string }) {
  const waiting = usePendingCount(code, NAV_POLL_MS);
  if (waiting === 0) return null;
  return (
    <Link
      to={gamePaths.review(code)}
      aria-label={m.game_review_waiting_label({ count: formatCount(waiting) })}
      className="inline-flex items-center gap-1.5 rounded-full bg-violet-100 py-1 ps-3 pe-1 text-sm font-semibold text-violet-800 hover:bg-violet-200"
    >
      {m.game_review()}
      <Count waiting={waiting} className="bg-violet-700 text-white" />
    </Link>
  );
}

/**
 * In the top bar of a host's game screens: how many photos wait for review, a way to them. Shown only while
 * the game is under way with photo review or the safety check on (it holds photos for the host). Live where the screen's socket refreshes the queue (room
 * details, the review page), reloaded every 15 s elsewhere: it opens no socket of its own.
 */
export function ReviewNavBadge({ code }: { code: string }) {
  const game = useHostGame(code);
  if (!game.data || (!game.data.photoReview && game.data.safetyCheck === 'off')) return null;
  const stage = gameStage(game.data);
  if (isBeforeStart(stage) || isSettled(stage)) return null;
  return <ReviewNavCount code={code} />;
}
