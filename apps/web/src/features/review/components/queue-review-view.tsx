import type { TGame } from '@picture-bingo/shared';
import type { TLeasedPhoto } from '@picture-bingo/shared/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { useGameChannel } from '@/game/game-channel';
import { gamePaths } from '@/game/paths';
import { photoKey, reviewPhoto } from '../api/pending-photos';
import { isRoleGone, resumeReview, reviewQueueKey, reviewQueueQueryOptions } from '../api/review-queue';
import { decidedElsewhere } from '../utils/decided-elsewhere';
import { PrizeLineNotices } from './prize-line-notices';
import { useRejectionUndo, type UndoableRejection } from '../hooks/use-rejection-undo';
import { QueuePhoto } from './queue-photo';
import { RejectionUndoBar } from './rejection-undo-bar';
import { ReviewerCounts } from './reviewer-counts';
import { m } from '@/lib/i18n/messages';

/**
 * The review screen one photo at a time (PhotoReviewScreen): review together. The server hands this reviewer a few photos of the queue that nobody
 * else holds; one is shown at a time with large Approve / Reject and the one-tap reasons, and a decision loads
 * the next at once (saved in the background). A rejection can be undone for REJECT_UNDO_SECONDS. The depth of
 * the queue and everyone's counts are at the top. The owner and co-hosts may decide a photo shown here: the
 * screen hears it at once (the game's live channel), says so and shows the next. Left without a decision for a while, its photos go back to the queue and it
 * asks its person to go on.
 */
export function QueueReviewView({ game }: { game: TGame }) {
  const code = game.gameCode;
  const queryClient = useQueryClient();
  const queue = useQuery(reviewQueueQueryOptions(code));
  // Decisions sent: their photos are out of view at once.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState<{ key: string; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const undoable = useRejectionUndo(code);

  const held = (queue.data?.photos ?? []).filter((p) => !decided.has(photoKey(p)));
  const current = held[0] ?? null;
  const reason = current && draft?.key === photoKey(current) ? draft.text : '';
  const reload = () => queryClient.invalidateQueries({ queryKey: reviewQueueKey(code) });
  // A photo this screen holds that changed elsewhere (decided on another screen, replaced or removed by its player):
  // the queue is asked again at once, not at the next poll, and the screen moves on.
  const live = useGameChannel(code, 'host', {
    onCellUpdated: ({ playerId, cell }) => {
      const mine = held.find((p) => p.playerId === playerId && p.idx === cell.idx);
      if (mine && (cell.image !== mine.image || cell.isMarked)) void reload();
    },
    onReconnected: () => void reload(),
    onPrizeLine: (payload) => undoable.prizeLines.onPrizeLine(payload),
  });
  const [resuming, setResuming] = useState(false);

  // The queue's last answer and the photo shown since: a new answer without that photo, not decided here, means
  // someone else decided it (the screen says so and shows the next).
  const shownKey = current ? photoKey(current) : null;
  const [seen, setSeen] = useState({ data: queue.data, shownKey });
  if (seen.data !== queue.data) {
    if (queue.data && decidedElsewhere(seen.shownKey, queue.data, decided)) {
      setNotice(m.review_decided_elsewhere());
    }
    setSeen({ data: queue.data, shownKey });
  } else if (seen.shownKey !== shownKey) setSeen({ data: queue.data, shownKey });

  const resume = () => {
    setResuming(true);
    setNotice(null);
    resumeReview(queryClient, code)
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setResuming(false));
  };

  const decide = (photo: TLeasedPhoto, decision: 'approve' | 'reject') => {
    const key = photoKey(photo);
    setError(null);
    setNotice(null);
    setDraft(null);
    setDecided((old) => new Set(old).add(key));
    const confirmRejection = decision === 'reject' ? undoable.startRejection(photo) : null;
    reviewPhoto(code, { photo, decision, reason: reason.trim() })
      .then(
        () => confirmRejection?.(),
        (failure: unknown) => {
          // Another reviewer took it over, or the player changed it: the queue as it is now.
          if (failure instanceof ApiError && failure.status === 409) setNotice(errorMessage(failure));
          else if (!isRoleGone(failure)) setError(errorMessage(failure));
        },
      )
      .finally(() => void reload());
  };

  const undo = (rejection: UndoableRejection) => {
    if (rejection.busy) return;
    void undoable.undo(rejection).then(({ refused, failed }) => {
      if (refused) setNotice(refused);
      if (failed) setError(errorMessage(failed));
      void reload();
    });
  };

  if (queue.isPending) return <PageSpinner label={m.review_loading_queue()} />;
  if (isRoleGone(queue.error)) {
    return (
      <Alert variant="warning" title={m.review_role_gone_title()}>
        {m.review_role_gone()}
      </Alert>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 pb-24">
      {queue.data && <ReviewerCounts depth={queue.data.depth} counts={queue.data.counts} />}
      <ConnectionNotice connection={live.connection} />
      {queue.error && <Alert variant="error">{errorMessage(queue.error)}</Alert>}
      <div aria-live="polite" className="flex flex-col gap-2 empty:hidden">
        <PrizeLineNotices
          code={code}
          notices={undoable.prizeLines.notices}
          onDismiss={undoable.prizeLines.dismiss}
        />
        {notice && <Alert variant="info">{notice}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      {queue.data?.idle ? (
        <Alert variant="info" title={m.review_idle_title()}>
          <div className="flex flex-col items-start gap-3">
            <p>{m.review_idle()}</p>
            <Button size="lg" loading={resuming} onClick={resume}>
              {m.review_continue()}
            </Button>
          </div>
        </Alert>
      ) : current ? (
        <QueuePhoto
          key={photoKey(current)}
          photo={current}
          reason={reason}
          onReasonChange={(text) => setDraft({ key: photoKey(current), text })}
          onApprove={() => decide(current, 'approve')}
          onReject={() => decide(current, 'reject')}
        />
      ) : (
        <Alert variant="success" title={m.review_nothing_title()}>
          {m.review_nothing()}
        </Alert>
      )}
      <RejectionUndoBar rejections={undoable.rejections} now={undoable.now} onUndo={undo} />
      <Link to={gamePaths.room(code)} className={buttonClasses({ variant: 'outlined' })}>
        {m.review_back_to_room()}
      </Link>
    </div>
  );
}
