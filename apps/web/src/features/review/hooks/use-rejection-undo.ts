import { REJECT_UNDO_SECONDS, type TPendingPhoto, type TErrorCode } from '@picture-bingo/shared';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { photoKey, undoRejection } from '../api/pending-photos';
import { usePrizeLineNotices } from './use-prize-line-notices';

/** A rejection the host can still take back, until `deadline` (ms since the epoch, by this device's clock). */
export interface UndoableRejection {
  photo: TPendingPhoto;
  /** The photo had been approved (rejected from "Recently approved"): undone, it counts again. */
  approved: boolean;
  deadline: number;
  /** An undo was sent and is not answered yet. */
  busy: boolean;
}

/** Refusals of an undo that are news, not failures: too late, or the player changed the cell since. */
const UNDO_REFUSALS: readonly string[] = [
  'REJECTION_UNDO_EXPIRED' satisfies TErrorCode,
  'REJECTED_CELL_CHANGED' satisfies TErrorCode,
];

export interface UndoOutcome {
  /** The rejection taken back: its photo is back (waiting for review, or counting again). */
  undone?: UndoableRejection;
  /** Why it could not be undone: the words for an expected refusal, in the shown language. */
  refused?: string;
  failed?: unknown;
}

/**
 * The rejections made on this page that can still be undone, with the time left on each. The time starts when
 * the rejection is sent, so this device never offers an undo after the server's own REJECT_UNDO_SECONDS end.
 */
export function useRejectionUndo(code: string) {
  const [rejections, setRejections] = useState<UndoableRejection[]>([]);
  // A rejection that breaks a prize winner's line is told here at once (the staff's prize:line).
  const prizeLines = usePrizeLineNotices();
  const [now, setNow] = useState(() => Date.now());
  const open = rejections.filter((r) => r.deadline > now);

  const ticking = rejections.length > 0;
  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      setRejections((old) => (old.some((r) => r.deadline <= at) ? old.filter((r) => r.deadline > at) : old));
    }, 250);
    return () => window.clearInterval(id);
  }, [ticking]);

  /** Call when the rejection is sent; `confirm` (once the server has answered) makes it undoable. */
  const startRejection = (photo: TPendingPhoto, approved = false) => {
    prizeLines.rejecting(photo);
    const deadline = Date.now() + REJECT_UNDO_SECONDS * 1000;
    return () => {
      setNow(Date.now());
      setRejections((old) => [
        { photo, approved, deadline, busy: false },
        ...old.filter((r) => photoKey(r.photo) !== photoKey(photo)),
      ]);
    };
  };

  const setBusy = (photo: TPendingPhoto, busy: boolean) =>
    setRejections((old) => old.map((r) => (photoKey(r.photo) === photoKey(photo) ? { ...r, busy } : r)));
  const drop = (photo: TPendingPhoto) =>
    setRejections((old) => old.filter((r) => photoKey(r.photo) !== photoKey(photo)));

  const undo = async (rejection: UndoableRejection): Promise<UndoOutcome> => {
    setBusy(rejection.photo, true);
    try {
      await undoRejection(code, rejection.photo);
      drop(rejection.photo);
      return { undone: rejection };
    } catch (error) {
      if (error instanceof ApiError && UNDO_REFUSALS.includes(error.code)) {
        drop(rejection.photo);
        return { refused: errorMessage(error) };
      }
      setBusy(rejection.photo, false);
      return { failed: error };
    }
  };

  return { rejections: open, now, startRejection, undo, prizeLines };
}
