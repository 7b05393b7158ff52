import type { TGame } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { viewerCan } from '@/game/abilities';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { gamePaths } from '@/game/paths';
import { useLiveReviewQueue } from '@/game/review-queue';
import { useRejectionUndo } from '../hooks/use-rejection-undo';
import { useReviewActions } from '../hooks/use-review-actions';
import { useReviewQueue } from '../hooks/use-review-queue';
import { useReviewShortcuts, type ReviewShortcut } from '../hooks/use-review-shortcuts';
import { PrizeLineNotices } from './prize-line-notices';
import { OpenScreens } from './open-screens';
import { RecentlyApproved } from './recently-approved';
import { RejectionUndoBar } from './rejection-undo-bar';
import { ReviewQueueSection } from './review-queue-section';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/**
 * The review screen with every waiting photo at once (PhotoReviewScreen, for those who run the game): photos
 * waiting for a decision, kept live as players upload. Made for a busy
 * host: one photo at full size with Approve / Reject (A / R, ← → to move), one-tap reasons that fill the reason
 * in, "Approve all" and "Approve all from this player". A decision leaves the queue at once (saved in the
 * background); one about a photo replaced meanwhile is refused by the server (409) and the queue reloads. Every
 * rejection can be undone for REJECT_UNDO_SECONDS (the bar at the bottom, or U). After "Approve all" the page says
 * what became of each photo not approved (reported photos stay, to be decided one by one with their reports), and
 * "Recently approved" lists only those the server approved. Photos open
 * on a helper's screen say whose; those who run the game may decide them anyway, or take them back.
 */
export function ReviewView({ game, viewerId }: { game: TGame; viewerId?: string }) {
  const code = game.gameCode;
  const {
    query: pending,
    live,
    refresh,
  } = useLiveReviewQueue(code, {
    onPrizeLine: (payload) => undoable.prizeLines.onPrizeLine(payload),
  });
  const queue = useReviewQueue(pending.data, viewerId);
  const undoable = useRejectionUndo(code);
  const actions = useReviewActions(code, queue, undoable, refresh);
  const onShortcut = (shortcut: ReviewShortcut) => {
    if (shortcut === 'approve') actions.decide('approve');
    else if (shortcut === 'reject') actions.decide('reject');
    else if (shortcut === 'undo') actions.undoRejection(undoable.rejections[0]);
    else queue.move(shortcut === 'next' ? 1 : -1);
  };
  useReviewShortcuts(onShortcut, queue.queue.length > 0 || undoable.rejections.length > 0);

  return (
    <div
      className="flex min-w-0 flex-col gap-6"
      // Room below the page's end for the undo bar, so it never covers the last controls.
      style={{ paddingBottom: undoable.rejections.length * 4 + 'rem' }}
    >
      {!game.photoReview && <Alert variant="info">{m.review_off()}</Alert>}
      <ConnectionNotice connection={live.connection} />
      <div aria-live="polite" className="flex flex-col gap-2 empty:hidden">
        <PrizeLineNotices
          code={code}
          notices={undoable.prizeLines.notices}
          onDismiss={undoable.prizeLines.dismiss}
        />
        {actions.notice && <Alert variant="warning">{actions.notice}</Alert>}
        {actions.error && <Alert variant="error">{actions.error}</Alert>}
      </div>
      <ReviewQueueSection pending={pending} queue={queue} actions={actions} />
      <OpenScreens
        code={code}
        photos={queue.queue}
        canTakeBack={viewerCan(game, 'run')}
        onTakenBack={(released) => {
          actions.clear();
          actions.setNotice(m.review_taken_back({ count: released, shown: formatCount(released) }));
          refresh();
        }}
        onFailed={actions.failed}
      />
      <RecentlyApproved photos={actions.approved} onReject={actions.undoApproval} />
      <RejectionUndoBar rejections={undoable.rejections} now={undoable.now} onUndo={actions.undoRejection} />
      <Link to={gamePaths.roomDetails(code)} className={buttonClasses({ variant: 'outlined', size: 'lg' })}>
        {m.gallery_back_to_room()}
      </Link>
    </div>
  );
}
