import type { TPendingPhoto } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewKey } from '@/game/review-queue';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { approvedOf, approvePhotos, photoKey, reviewPhoto, type ReviewDecision } from '../api/pending-photos';
import { approveSummary } from '../utils/approve-summary';
import { keepRecent, leavingQueue } from '../utils/review-queue-order';
import type { ReviewQueueState } from './use-review-queue';
import type { UndoableRejection, useRejectionUndo } from './use-rejection-undo';

/** The page's two lines of news: what changed under it (a warning) and what failed (an error). */
function useReviewMessages(refresh: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    error,
    notice,
    setError,
    setNotice,
    /** Each new action starts with no news. */
    clear: () => {
      setError(null);
      setNotice(null);
    },
    failed: (failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 409) {
        // The photo changed (or the game did) since it was shown: show the queue as it is now.
        setNotice(errorMessage(failure));
        refresh();
      } else setError(errorMessage(failure));
    },
  };
}

type ReviewMessages = ReturnType<typeof useReviewMessages>;

/** Photos approved from the page, newest first: an approval can be undone by rejecting the photo. */
function useRecentlyApproved() {
  const [approved, setApproved] = useState<TPendingPhoto[]>([]);
  return {
    approved,
    remember: (photos: TPendingPhoto[]) => setApproved((old) => keepRecent(old, photos)),
    forget: (photo: TPendingPhoto) =>
      setApproved((old) => old.filter((p) => photoKey(p) !== photoKey(photo))),
  };
}

type RecentlyApproved = ReturnType<typeof useRecentlyApproved>;

/** Takes photos whose decision was saved out of the cached queue: held out as being decided no longer, they stay gone. */
function useDropFromQueue(code: string) {
  const queryClient = useQueryClient();
  return (keys: readonly string[]) =>
    queryClient.setQueryData<TPendingPhoto[]>(reviewKey(code), (list) =>
      list?.filter((p) => !keys.includes(photoKey(p))),
    );
}

/**
 * "Approve all" (of the queue, or of one player's photos): they leave the queue at once; reported photos come back
 * to be decided one by one, and the page says what became of each photo not approved.
 */
function useApproveMany(
  code: string,
  queue: ReviewQueueState,
  { remember }: RecentlyApproved,
  messages: ReviewMessages,
  refresh: () => void,
) {
  const dropFromQueue = useDropFromQueue(code);
  const [bulkBusy, setBulkBusy] = useState(false);
  const approveMany = (photos: TPendingPhoto[]) => {
    if (photos.length === 0) return;
    const keys = photos.map(photoKey);
    messages.clear();
    setBulkBusy(true);
    queue.markDecided(keys, true);
    approvePhotos(code, photos)
      .then((result) => {
        dropFromQueue(leavingQueue(photos, result).map(photoKey));
        remember(approvedOf(photos, result));
        const summary = approveSummary(result);
        if (summary) {
          messages.setNotice(summary);
          refresh();
        }
      }, messages.failed)
      .finally(() => {
        queue.markDecided(keys, false);
        setBulkBusy(false);
      });
  };
  return { bulkBusy, approveMany };
}

/**
 * What the review page does with its queue: one photo approved or rejected (it leaves the queue at once, saved in
 * the background), many approved at once, an approval or a rejection taken back.
 */
export function useReviewActions(
  code: string,
  queue: ReviewQueueState,
  undoable: ReturnType<typeof useRejectionUndo>,
  refresh: () => void,
) {
  const messages = useReviewMessages(refresh);
  const { clear, failed } = messages;
  const recent = useRecentlyApproved();
  const { remember, forget } = recent;
  const dropFromQueue = useDropFromQueue(code);
  const many = useApproveMany(code, queue, recent, messages, refresh);

  const decide = (
    decision: ReviewDecision['decision'],
    photo: TPendingPhoto | null = queue.current,
    why = queue.reason,
  ) => {
    if (!photo) return;
    const key = photoKey(photo);
    clear();
    queue.advance();
    queue.markDecided([key], true);
    const rejected = decision === 'reject' ? undoable.startRejection(photo) : null;
    reviewPhoto(code, { photo, decision, reason: why.trim() })
      .then(() => {
        dropFromQueue([key]);
        if (decision === 'approve') remember([photo]);
        else forget(photo);
        rejected?.();
      }, failed)
      .finally(() => queue.markDecided([key], false));
  };

  return {
    ...messages,
    ...many,
    approved: recent.approved,
    decide,
    /** Rejects a photo approved earlier: it stops counting and the player is told. */
    undoApproval: (photo: TPendingPhoto) => {
      clear();
      forget(photo);
      const rejected = undoable.startRejection(photo, true);
      reviewPhoto(code, { photo, decision: 'reject', reason: '' }).then(rejected, failed);
    },
    /** Takes a rejection back: the photo returns where it was (shown again, or among the approved ones). */
    undoRejection: (rejection: UndoableRejection | undefined) => {
      if (!rejection || rejection.busy) return;
      clear();
      void undoable.undo(rejection).then(({ undone, refused, failed: failure }) => {
        if (undone?.approved) remember([undone.photo]);
        else if (undone) queue.select(undone.photo);
        if (refused) messages.setNotice(refused);
        if (failure) messages.setError(errorMessage(failure));
        refresh();
      });
    },
  };
}
