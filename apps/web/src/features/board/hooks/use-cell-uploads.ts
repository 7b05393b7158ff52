import { MAX_UPLOAD_BYTES, PHOTO_TOO_LARGE, type TGameStage, type TErrorCode } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorText, loadErrorTexts } from '@/lib/error-text';
import { errorMessage } from '@/lib/errors';
import { storeCell, uploadCellImage } from '../api/cell-image';
import { isImageFile, PhotoRefusedError } from '../utils/photo-checks';
import { forgetPhoto, keepPhoto, keptPhotos } from '../utils/kept-photos';
import { withUploadRetries } from '../utils/upload-retry';

export const NOT_AN_IMAGE = 'That file is not an image. Choose a photo.';

/**
 * A cell's upload: in flight (progress 0 to 1, 0 while the photo is prepared; `preview` an object URL of the
 * photo, shown in the cell at once), kept until the host resumes the game (`file` is the prepared photo), or why
 * it failed (`file` kept for Retry when there is one).
 */
export type CellUpload =
  | { status: 'uploading'; progress: number; preview?: string }
  | { status: 'waiting'; file: File }
  | { status: 'failed'; message: string; file: File | null };

/** What the paused banner says: true to what happens to photos picked now and to those already kept. */
export function pausedText(uploads: Record<number, CellUpload>): string {
  const kept = Object.values(uploads).filter((upload) => upload.status === 'waiting').length;
  if (kept === 0) return 'The host paused the game. A photo you pick now will upload when the host resumes.';
  return kept === 1
    ? 'The host paused the game. Your photo will upload when the host resumes.'
    : `The host paused the game. Your ${kept} photos will upload when the host resumes.`;
}

/**
 * The photo code (format sniffing, sizing, the encoding worker's starter): not part of the card's first download,
 * fetched once the card is idle (or at the first pick, whichever comes first).
 */
const loadPhotoCode = () => import('../utils/downscale');

/** The server's answer when the host paused between the pick and the send: the photo waits instead. */
const isPausedRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === ('GAME_PAUSED' satisfies TErrorCode);

/**
 * Uploads per cell, each on its own: several can run at once and the rest of the card stays usable. A new
 * file for a cell cancels the one still going there; leaving the screen cancels them all. While the game is
 * paused a picked photo is prepared and kept (on the phone too: a reload loses none, see kept-photos.ts), and
 * sent by itself when the host resumes (`stage` is the game's stage as the card shows it); if play ends
 * instead, it fails with `closedMessage`.
 */
export function useCellUploads(code: string, stage: TGameStage, closedMessage: string | null = null) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Record<number, CellUpload>>({});
  const controllers = useRef(new Map<number, AbortController>());
  const waiting = useRef(new Map<number, File>());
  const stageRef = useRef(stage);
  useEffect(() => {
    stageRef.current = stage;
  });

  // Object URLs of the photos on their way, one per cell, released when the cell's upload ends or is replaced.
  const previews = useRef(new Map<number, string>());
  const dropPreview = useCallback((idx: number) => {
    const url = previews.current.get(idx);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(idx);
  }, []);
  const showPreview = useCallback(
    (idx: number, photo: Blob): string | undefined => {
      dropPreview(idx);
      if (typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(photo);
      previews.current.set(idx, url);
      return url;
    },
    [dropPreview],
  );

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => void loadPhotoCode(), { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, []);

  useEffect(() => {
    const running = controllers.current;
    const shown = previews.current;
    return () => {
      running.forEach((controller) => controller.abort());
      shown.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

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

  /** Sends a photo (prepared unless `ready`) into cell `idx`, or keeps it while the game is paused. */
  const run = useCallback(
    async (idx: number, file: File, ready: boolean) => {
      controllers.current.get(idx)?.abort();
      waiting.current.delete(idx);
      if (!isImageFile(file)) return setUpload(idx, { status: 'failed', message: NOT_AN_IMAGE, file: null });
      const controller = new AbortController();
      controllers.current.set(idx, controller);
      // The picked photo shows in the cell at once (a HEIC this browser cannot show appears once converted).
      let preview = showPreview(idx, file);
      setUpload(idx, { status: 'uploading', progress: 0, preview });
      // Whether the photo ends up kept for the resume; otherwise any copy kept before is done with.
      let held = false;
      const keep = (prepared: File) => {
        held = true;
        hold(idx, prepared);
      };
      try {
        const prepared = ready ? file : await (await loadPhotoCode()).preparePhoto(file);
        if (controller.signal.aborted) return;
        if (prepared !== file) {
          preview = showPreview(idx, prepared);
          setUpload(idx, { status: 'uploading', progress: 0, preview });
        }
        if (prepared.size > MAX_UPLOAD_BYTES) {
          return setUpload(idx, { status: 'failed', message: PHOTO_TOO_LARGE, file: null });
        }
        if (stageRef.current === 'paused') return keep(prepared);
        try {
          // A cut-off upload is sent again by itself (the cell keeps showing it as uploading meanwhile).
          const cell = await withUploadRetries(
            () =>
              uploadCellImage(code, idx, prepared, {
                signal: controller.signal,
                onProgress: (progress) => setUpload(idx, { status: 'uploading', progress, preview }),
              }),
            controller.signal,
          );
          storeCell(queryClient, code, cell);
          setUpload(idx, null);
        } catch (error) {
          // Paused meanwhile (the pause event may not have arrived yet): kept for the resume like any other.
          if (isPausedRefusal(error) && !controller.signal.aborted) return keep(prepared);
          throw error;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof PhotoRefusedError) {
          return setUpload(idx, { status: 'failed', message: error.message, file: null });
        }
        setUpload(idx, { status: 'failed', message: errorMessage(error), file });
      } finally {
        if (controllers.current.get(idx) === controller) controllers.current.delete(idx);
        // Leaving the screen (aborted) keeps the copy for the next visit.
        if (!held && !controller.signal.aborted) void forgetPhoto(code, idx);
      }
    },
    [code, queryClient, setUpload, hold, showPreview],
  );

  // The host resumed: the kept photos go now. Play ended instead: they cannot go any more, and say why.
  const settle = useCallback(
    (current: TGameStage, closed: string | null) => {
      if (waiting.current.size === 0 || current === 'paused') return;
      const kept = [...waiting.current];
      waiting.current.clear();
      for (const [idx, file] of kept) {
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
    [code, run, setUpload],
  );
  useEffect(() => settle(stage, closedMessage), [stage, closedMessage, settle]);

  // Photos kept on this phone from an earlier visit (picked while paused, then the page was reloaded or closed).
  const closedRef = useRef(closedMessage);
  useEffect(() => {
    closedRef.current = closedMessage;
  });
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
      settle(stageRef.current, closedRef.current);
    });
    return () => {
      cancelled = true;
    };
  }, [code, setUpload, settle]);

  const upload = useCallback((idx: number, file: File) => run(idx, file, false), [run]);

  const dismiss = useCallback(
    (idx: number) => {
      if (waiting.current.delete(idx)) void forgetPhoto(code, idx);
      setUpload(idx, null);
    },
    [code, setUpload],
  );

  return { uploads, upload, dismiss };
}
