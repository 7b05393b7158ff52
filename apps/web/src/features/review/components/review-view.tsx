import type { TGame, TPendingPhoto } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { viewerCan } from '@/game/abilities';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { reviewKey, useLiveReviewQueue } from '@/game/review-queue';
import { approvedOf, approvePhotos, photoKey, reviewPhoto, type ReviewDecision } from '../api/pending-photos';
import { useRejectionUndo, type UndoableRejection } from '../hooks/use-rejection-undo';
import { PrizeLineNotices } from './prize-line-notices';
import { useReviewShortcuts, type ReviewShortcut } from '../hooks/use-review-shortcuts';
import { approveSummary } from '../utils/approve-summary';
import { OpenScreens } from './open-screens';
import { PendingPhotoRow } from './pending-photo-row';
import { RecentlyApproved } from './recently-approved';
import { RejectionUndoBar } from './rejection-undo-bar';
import { ReviewStage } from './review-stage';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

export type ReviewOrder = 'oldest' | 'newest';

/** How many approved photos the page keeps at hand to undo. */
const RECENT_MAX = 12;

/**
 * The queue as shown: the server's list (held photos first, then oldest first), or the same with each part newest
 * first; photos just decided are left out.
 */
export function orderedQueue(
  photos: readonly TPendingPhoto[],
  order: ReviewOrder,
  decided: ReadonlySet<string>,
): TPendingPhoto[] {
  const open = photos.filter((p) => !decided.has(photoKey(p)));
  if (order === 'oldest') return open;
  const held = open.filter((p) => p.hold);
  return [...held.reverse(), ...open.filter((p) => !p.hold).reverse()];
}

/**
 * The photos as this viewer reads them: one open on the viewer's own screen (they reviewed one at a time a moment
 * ago) is theirs to decide, not on a helper's screen.
 */
export function notOpenOn(photos: readonly TPendingPhoto[], viewerId: string | undefined): TPendingPhoto[] {
  return photos.map((photo) => {
    if (!viewerId || photo.openOn?.userId !== viewerId) return photo;
    const { openOn: _mine, ...rest } = photo;
    return rest;
  });
}

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
  const queryClient = useQueryClient();
  const {
    query: pending,
    live,
    refresh,
  } = useLiveReviewQueue(code, {
    onPrizeLine: (payload) => undoable.prizeLines.onPrizeLine(payload),
  });
  const [order, setOrder] = useState<ReviewOrder>('oldest');
  const [currentKey, setCurrentKey] = useState<string | null>(null);
  // Decisions sent and not yet answered: their photos are already out of the queue on screen.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  // The reason belongs to the photo it was typed or chosen for: it never follows the host to the next one.
  const [draft, setDraft] = useState<{ key: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  // Photos approved from this page, newest first: an approval can be undone by rejecting the photo.
  const [approved, setApproved] = useState<TPendingPhoto[]>([]);
  const remember = (photos: TPendingPhoto[]) =>
    setApproved((old) =>
      [...photos, ...old.filter((p) => !photos.some((q) => photoKey(q) === photoKey(p)))].slice(
        0,
        RECENT_MAX,
      ),
    );
  const forget = (photo: TPendingPhoto) =>
    setApproved((old) => old.filter((p) => photoKey(p) !== photoKey(photo)));

  const queue = pending.data ? orderedQueue(notOpenOn(pending.data, viewerId), order, decided) : [];
  const foundAt = queue.findIndex((p) => photoKey(p) === currentKey);
  const index = foundAt >= 0 ? foundAt : 0;
  const current = queue[index] ?? null;
  const reason = current && draft?.key === photoKey(current) ? draft.text : '';
  const setReason = (text: string) => setDraft(current ? { key: photoKey(current), text } : null);
  const undoable = useRejectionUndo(code);

  const setDecidedKeys = (keys: readonly string[], on: boolean) =>
    setDecided((old) => {
      const next = new Set(old);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  const dropFromCache = (keys: readonly string[]) =>
    queryClient.setQueryData<TPendingPhoto[]>(reviewKey(code), (list) =>
      list?.filter((p) => !keys.includes(photoKey(p))),
    );
  const failed = (failure: unknown) => {
    if (failure instanceof ApiError && failure.status === 409) {
      // The photo changed (or the game did) since it was shown: show the queue as it is now.
      setNotice(errorMessage(failure));
      refresh();
    } else setError(errorMessage(failure));
  };

  const decide = (
    decision: ReviewDecision['decision'],
    photo: TPendingPhoto | null = current,
    why = reason,
  ) => {
    if (!photo) return;
    const key = photoKey(photo);
    setError(null);
    setNotice(null);
    // The next photo takes this one's place.
    setCurrentKey(
      queue[index + 1] ? photoKey(queue[index + 1]) : queue[index - 1] ? photoKey(queue[index - 1]) : null,
    );
    setDraft(null);
    setDecidedKeys([key], true);
    const rejected = decision === 'reject' ? undoable.startRejection(photo) : null;
    reviewPhoto(code, { photo, decision, reason: why.trim() })
      .then(() => {
        dropFromCache([key]);
        if (decision === 'approve') remember([photo]);
        else forget(photo);
        rejected?.();
      }, failed)
      .finally(() => setDecidedKeys([key], false));
  };

  /** Rejects a photo approved earlier: it stops counting and the player is told. */
  const undoApproval = (photo: TPendingPhoto) => {
    setError(null);
    setNotice(null);
    forget(photo);
    const rejected = undoable.startRejection(photo, true);
    reviewPhoto(code, { photo, decision: 'reject', reason: '' }).then(rejected, failed);
  };

  /** Takes a rejection back: the photo returns where it was (shown again, or among the approved ones). */
  const undoRejection = (rejection: UndoableRejection | undefined) => {
    if (!rejection || rejection.busy) return;
    setError(null);
    setNotice(null);
    void undoable.undo(rejection).then(({ undone, refused, failed: failure }) => {
      if (undone?.approved) remember([undone.photo]);
      else if (undone) setCurrentKey(photoKey(undone.photo));
      if (refused) setNotice(refused);
      if (failure) setError(errorMessage(failure));
      refresh();
    });
  };

  const approveMany = (photos: TPendingPhoto[]) => {
    if (photos.length === 0) return;
    const keys = photos.map(photoKey);
    setError(null);
    setNotice(null);
    setBulkBusy(true);
    setDecidedKeys(keys, true);
    approvePhotos(code, photos)
      .then((result) => {
        // Reported photos stay in the queue, to be decided one by one.
        const reported = (p: TPendingPhoto) =>
          result.results.some(
            (r) => r.outcome === 'reported' && r.playerId === p.playerId && r.idx === p.idx,
          );
        dropFromCache(photos.filter((p) => !reported(p)).map(photoKey));
        remember(approvedOf(photos, result));
        const summary = approveSummary(result);
        if (summary) {
          setNotice(summary);
          refresh();
        }
      }, failed)
      .finally(() => {
        setDecidedKeys(keys, false);
        setBulkBusy(false);
      });
  };

  const move = (step: number) => {
    const target = queue[index + step];
    if (target) setCurrentKey(photoKey(target));
  };
  const onShortcut = (shortcut: ReviewShortcut) => {
    if (shortcut === 'approve') decide('approve');
    else if (shortcut === 'reject') decide('reject');
    else if (shortcut === 'undo') undoRejection(undoable.rejections[0]);
    else move(shortcut === 'next' ? 1 : -1);
  };
  useReviewShortcuts(onShortcut, queue.length > 0 || undoable.rejections.length > 0);

  const fromPlayer = current ? queue.filter((p) => p.playerId === current.playerId) : [];

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
        {notice && <Alert variant="warning">{notice}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      <section aria-labelledby="review-title" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="review-title" className="text-xl font-bold text-slate-900">
            {pending.data
              ? m.review_waiting_title_count({ count: formatCount(queue.length) })
              : m.review_waiting_title()}
          </h2>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            {m.review_show()}
            <select
              value={order}
              onChange={(event) => setOrder(event.target.value as ReviewOrder)}
              className="rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm"
            >
              <option value="oldest">{m.review_oldest_first()}</option>
              <option value="newest">{m.review_newest_first()}</option>
            </select>
          </label>
        </div>
        {pending.data ? (
          queue.length === 0 ? (
            <p className="text-slate-600">{m.review_none_waiting()}</p>
          ) : (
            <>
              {current && (
                <ReviewStage
                  photo={current}
                  position={index + 1}
                  total={queue.length}
                  reason={reason}
                  onReasonChange={setReason}
                  onApprove={() => decide('approve')}
                  onReject={() => decide('reject', current, reason)}
                  onPrevious={index > 0 ? () => move(-1) : undefined}
                  onNext={index < queue.length - 1 ? () => move(1) : undefined}
                />
              )}
              <div className="flex flex-wrap gap-2">
                <Button color="success" loading={bulkBusy} onClick={() => approveMany(queue)}>
                  {m.review_approve_all({ count: formatCount(queue.length) })}
                </Button>
                {current && fromPlayer.length > 1 && (
                  <Button
                    variant="outlined"
                    color="success"
                    disabled={bulkBusy}
                    onClick={() => approveMany(fromPlayer)}
                    className="max-w-full"
                  >
                    <span className="min-w-0 truncate">
                      {rich(m.review_approve_all_from, {
                        name: <bdi>{current.playerName}</bdi>,
                        count: formatCount(fromPlayer.length),
                      })}
                    </span>
                  </Button>
                )}
              </div>
              <h3 id="review-all-title" className="text-lg font-semibold text-slate-900">
                {m.review_all_waiting()}
              </h3>
              <ul
                aria-labelledby="review-all-title"
                className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
              >
                {queue.map((photo) => (
                  <PendingPhotoRow
                    key={photoKey(photo)}
                    photo={photo}
                    current={photo === current}
                    onSelect={() => setCurrentKey(photoKey(photo))}
                  />
                ))}
              </ul>
            </>
          )
        ) : pending.isPending ? (
          <Spinner label={m.review_loading_photos()} />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <Alert variant="error">{errorMessage(pending.error)}</Alert>
            <Button variant="outlined" onClick={() => void pending.refetch()} loading={pending.isFetching}>
              {m.try_again()}
            </Button>
          </div>
        )}
      </section>
      <OpenScreens
        code={code}
        photos={queue}
        canTakeBack={viewerCan(game, 'run')}
        onTakenBack={(released) => {
          setError(null);
          setNotice(m.review_taken_back({ count: released, shown: formatCount(released) }));
          refresh();
        }}
        onFailed={failed}
      />
      <RecentlyApproved photos={approved} onReject={undoApproval} />
      <RejectionUndoBar rejections={undoable.rejections} now={undoable.now} onUndo={undoRejection} />
      <Link to={gamePaths.roomDetails(code)} className={buttonClasses({ variant: 'outlined', size: 'lg' })}>
        {m.gallery_back_to_room()}
      </Link>
    </div>
  );
}
