import type { TGameStage, TErrorCode } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { errorText, loadErrorTexts } from '@/lib/error-text';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { forgetPhoto, keepPhoto, keptPhotos, type TakenPhoto } from '../utils/kept-photos';
import { loadPhotoCode, sendCellPhoto } from './send-cell-photo';
import { useKeptForLater } from './use-kept-for-later';
import { usePhotoPreviews } from './use-photo-previews';

/**
 * A cell's upload: in flight (progress 0 to 1, 0 while the photo is prepared; `preview` an object URL of the
 * photo, shown in the cell at once; `converting` while an iPhone's HEIC/HEIF is converted on the phone, which
 * takes seconds), kept until the host resumes the game (`file` is the prepared photo), or why it failed (`file`
 * kept for Retry when there is one).
 */
export type CellUpload =
  | { status: 'uploading'; progress: number; preview?: string; converting?: boolean }
  | { status: 'waiting'; file: File }
  | { status: 'failed'; message: string; file: File | null };

/** What the paused banner says: true to what happens to photos picked now and to those already kept. */
export function pausedText(uploads: Record<number, CellUpload>): string {
  const kept = Object.values(uploads).filter((upload) => upload.status === 'waiting').length;
  if (kept === 0) return m.board_paused_none();
  return m.board_paused_kept({ count: kept, shown: formatCount(kept) });
}

/**
 * A photo a teammate beat to its cell (`fromIdx`): kept on this phone, prepared (in IndexedDB too: a reload offers
 * it again), until the player puts it in another cell or lets it go. Nothing refused this way is dropped without
 * the player saying so.
 */
export type KeptForLater = TakenPhoto;

/** Each cell's upload as shown; a cell's preview is released once its upload is no longer on its way. */
function useUploadStates(dropPreview: (idx: number) => void) {
  const [uploads, setUploads] = useState<Record<number, CellUpload>>({});
  const setUpload = useCallback(
    (idx: number, upload: CellUpload | null) => {
      if (upload?.status !== 'uploading') dropPreview(idx);
      setUploads((current) => {
        const next = { ...current };
        if (upload) next[idx] = upload;
        else delete next[idx];
        return next;
      });
    },
    [dropPreview],
  );
  return { uploads, setUpload };
}

/**
 * The photos held while the game is paused, settled when it is not: the host resumed and they go now, or play ended
 * and they cannot go any more, and say why. Photos held on this phone from an earlier visit (picked while paused,
 * then the page was reloaded or closed) are held again first.
 */
function useSettleHeld({
  code,
  stage,
  closedMessage,
  controllers,
  waiting,
  setUpload,
  run,
}: {
  code: string;
  stage: TGameStage;
  closedMessage: string | null;
  controllers: RefObject<Map<number, AbortController>>;
  waiting: RefObject<Map<number, File>>;
  setUpload: (idx: number, upload: CellUpload | null) => void;
  run: (idx: number, file: File, ready: boolean) => Promise<void>;
}) {
  const latest = useRef({ stage, closedMessage });
  useEffect(() => {
    latest.current = { stage, closedMessage };
  });
  const settle = useCallback(
    (current: TGameStage, closed: string | null) => {
      if (waiting.current.size === 0 || current === 'paused') return;
      const held = [...waiting.current];
      waiting.current.clear();
      for (const [idx, file] of held) {
        if (current === 'playing') void run(idx, file, true);
        else {
          setUpload(idx, {
            status: 'failed',
            message: closed ?? errorText('GAME_PAUSED' satisfies TErrorCode),
            file: null,
          });
          void forgetPhoto(code, idx);
        }
      }
    },
    [code, run, setUpload, waiting],
  );
  useEffect(() => settle(stage, closedMessage), [stage, closedMessage, settle]);
  useEffect(() => {
    let cancelled = false;
    void keptPhotos(code).then((kept) => {
      if (cancelled || kept.length === 0) return;
      for (const { idx, file } of kept) {
        if (controllers.current.has(idx) || waiting.current.has(idx)) continue;
        waiting.current.set(idx, file);
        setUpload(idx, { status: 'waiting', file });
      }
      void loadErrorTexts();
      settle(latest.current.stage, latest.current.closedMessage);
    });
    return () => {
      cancelled = true;
    };
  }, [code, setUpload, settle, controllers, waiting]);
}

/**
 * Uploads per cell, each on its own: several can run at once and the rest of the card stays usable. A new
 * file for a cell cancels the one still going there; leaving the screen cancels them all. While the game is
 * paused a picked photo is prepared and kept (on the phone too: a reload loses none, see kept-photos.ts), and
 * sent by itself when the host resumes (`stage` is the game's stage as the card shows it); if play ends
 * instead, it fails with `closedMessage`.
 */
export function useCellUploads(code: string, stage: TGameStage, closedMessage: string | null = null) {
  const queryClient = useQueryClient();
  const later = useKeptForLater(code);
  const controllers = useRef(new Map<number, AbortController>());
  const waiting = useRef(new Map<number, File>());
  const stageRef = useRef(stage);
  useEffect(() => {
    stageRef.current = stage;
  });

  const { show: showPreview, drop: dropPreview } = usePhotoPreviews();
  const { uploads, setUpload } = useUploadStates(dropPreview);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => void loadPhotoCode(), { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const hold = useCallback(
    (idx: number, file: File) => {
      waiting.current.set(idx, file);
      setUpload(idx, { status: 'waiting', file });
      void keepPhoto(code, idx, file);
      // Play may end while it waits: the words for why it cannot go are at hand then.
      void loadErrorTexts();
    },
    [code, setUpload],
  );

  const { keep: keepForLater } = later;
  const run = useCallback(
    (idx: number, file: File, ready: boolean, keptId?: string) =>
      sendCellPhoto(
        {
          code,
          queryClient,
          controllers: controllers.current,
          waiting: waiting.current,
          stage: () => stageRef.current,
          setUpload,
          showPreview,
          hold,
          keepForLater,
        },
        { idx, file, ready, keptId },
      ),
    [code, queryClient, setUpload, hold, showPreview, keepForLater],
  );
  useSettleHeld({ code, stage, closedMessage, controllers, waiting, setUpload, run });

  const upload = useCallback((idx: number, file: File) => run(idx, file, false), [run]);

  const dismiss = useCallback(
    (idx: number) => {
      if (waiting.current.delete(idx)) void forgetPhoto(code, idx);
      setUpload(idx, null);
    },
    [code, setUpload],
  );

  /** Sends a kept photo into cell `idx` (refused again, it is kept again; the phone forgets it once sent). */
  const place = useCallback(
    (id: string, idx: number) => {
      const photo = later.take(id);
      if (photo) void run(idx, photo.file, true, photo.id);
    },
    [later, run],
  );

  return { uploads, upload, dismiss, kept: later.kept, place, discard: later.discard };
}
