import type { TGame } from '@picture-bingo/shared';
import { Link, useSearchParams } from 'react-router';
import { viewerCan } from '@/game/abilities';
import { useMediaQuery } from '@/hooks/use-media-query';
import { m } from '@/lib/i18n/messages';
import { QueueReviewView } from './queue-review-view';
import { ReviewView } from './review-view';

/** The width from which the screen shows every waiting photo at once to those who run the game (a laptop's). */
export const WIDE_REVIEW_QUERY = '(min-width: 1024px)';

export type ReviewMode = 'one' | 'all';

/**
 * Which way the screen reviews. A moderator is always handed photos one at a time (nobody else is shown them
 * meanwhile). Those who run the game may decide any waiting photo: on a wide screen they see every one at once
 * (with "Approve all" and the photos open on helpers' screens), on a phone one at a time like their helpers;
 * `?view=` keeps the way they chose.
 */
export function reviewMode(runs: boolean, wide: boolean, asked: string | null): ReviewMode {
  if (!runs) return 'one';
  if (asked === 'one' || asked === 'all') return asked;
  return wide ? 'all' : 'one';
}

/**
 * The one review screen, at /host/{code}/review and /room/{code}/moderate alike. It says which way it reviews and,
 * to those who may, offers the other way. `viewerId` is the signed-in user's id: photos handed to their own screen
 * are not named as open on someone else's.
 */
export function PhotoReviewScreen({ game, viewerId }: { game: TGame; viewerId?: string }) {
  const runs = viewerCan(game, 'run');
  const wide = useMediaQuery(WIDE_REVIEW_QUERY);
  const [params] = useSearchParams();
  const mode = reviewMode(runs, wide, params.get('view'));
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1" data-testid="review-mode">
        <p className="min-w-0 text-sm text-slate-700">
          {mode === 'all' ? m.review_mode_all() : m.review_mode_one()}
        </p>
        {runs && (
          <Link
            to={{ search: `?view=${mode === 'all' ? 'one' : 'all'}` }}
            replace
            className="text-sm font-semibold text-violet-800 underline"
          >
            {mode === 'all' ? m.review_one_at_a_time() : m.review_show_all()}
          </Link>
        )}
      </div>
      {mode === 'all' ? <ReviewView game={game} viewerId={viewerId} /> : <QueueReviewView game={game} />}
    </div>
  );
}
