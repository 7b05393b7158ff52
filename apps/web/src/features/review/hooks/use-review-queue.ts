import type { TPendingPhoto } from '@picture-bingo/shared';
import { useState } from 'react';
import { photoKey } from '../api/pending-photos';
import {
  notOpenOn,
  orderedQueue,
  successorKey,
  withKeys,
  type ReviewOrder,
} from '../utils/review-queue-order';

/**
 * The review queue as the page shows it: in the order chosen, without the photos whose decision is on its way, with
 * one photo current and the reason typed for it. The reason belongs to the photo it was typed or chosen for: it never
 * follows the host to the next one.
 */
export function useReviewQueue(photos: readonly TPendingPhoto[] | undefined, viewerId: string | undefined) {
  const [order, setOrder] = useState<ReviewOrder>('oldest');
  const [currentKey, setCurrentKey] = useState<string | null>(null);
  // Decisions sent and not yet answered: their photos are already out of the queue on screen.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState<{ key: string; text: string } | null>(null);

  const queue = photos ? orderedQueue(notOpenOn(photos, viewerId), order, decided) : [];
  const foundAt = queue.findIndex((p) => photoKey(p) === currentKey);
  const index = foundAt >= 0 ? foundAt : 0;
  const current = queue[index] ?? null;
  return {
    order,
    setOrder,
    queue,
    index,
    current,
    reason: current && draft?.key === photoKey(current) ? draft.text : '',
    setReason: (text: string) => setDraft(current ? { key: photoKey(current), text } : null),
    /** Shows this photo. */
    select: (photo: TPendingPhoto) => setCurrentKey(photoKey(photo)),
    /** Shows the photo `step` places on, if there is one. */
    move: (step: number) => {
      const target = queue[index + step];
      if (target) setCurrentKey(photoKey(target));
    },
    /** The current photo is being decided: the next one takes its place, with no reason typed. */
    advance: () => {
      setCurrentKey(successorKey(queue, index));
      setDraft(null);
    },
    /** Takes photos out of the queue shown while their decision is sent (`on`), or puts them back. */
    markDecided: (keys: readonly string[], on: boolean) => setDecided((old) => withKeys(old, keys, on)),
  };
}

export type ReviewQueueState = ReturnType<typeof useReviewQueue>;
