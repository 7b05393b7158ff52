import { GAME_PAUSED, MAX_UPLOAD_BYTES, PHOTO_TOO_LARGE, type TGameStage } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { storeCell, uploadCellImage } from '../api/cell-image';
import { isImageFile, PhotoRefusedError, preparePhoto } from '../utils/downscale';
import { withUploadRetries } from '../utils/upload-retry';

export const NOT_AN_IMAGE = 'That file is not an image. Choose a photo.';

/**
 * A cell's upload: in flight (progress 0 to 1, 0 while the photo is prepared), kept until the host resumes the
 * game (`file` is the prepared photo), or why it failed (`file` kept for Retry when there is one).
 */
export type CellUpload =
  | { status: 'uploading'; progress: number }
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

/** The server's answer when the host paused between the pick and the send: the photo waits instead. */
const isPausedRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === GAME_PAUSED;

/**
 * Uploads per cell, each on its own: several can run at once and the rest of the card stays usable. A new
 * file for a cell cancels the one still going there; leaving the screen cancels them all. While the game is
 * paused a picked photo is prepared and kept, and sent by itself when the host resumes (`stage` is the game's
 * stage as the card shows it); if play ends instead, it fails with `closedMessage`.
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

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const setUpload = useCallback((idx: number, upload: CellUpload | null) => {
    setUploads((current) => {
      const next = { ...current };
      if (upload) next[idx] = upload;
      else delete next[idx];
      return next;
    });
  }, []);

  const hold = useCallback(
    (idx: number, file: File) => {
      waiting.current.set(idx, file);
      setUpload(idx, { status: 'waiting', file });
    },
    [setUpload],
  );

  /** Sends a photo (prepared unless `ready`) into cell `idx`, or keeps it while the game is paused. */
  const run = useCallback(
    async (idx: number, file: File, ready: boolean) => {
      controllers.current.get(idx)?.abort();
      waiting.current.delete(idx);
      if (!isImageFile(file)) return setUpload(idx, { status: 'failed', message: NOT_AN_IMAGE, file: null });
      const controller = new AbortController();
      controllers.current.set(idx, controller);
      setUpload(idx, { status: 'uploading', progress: 0 });
      try {
        const prepared = ready ? file : await preparePhoto(file);
        if (controller.signal.aborted) return;
        if (prepared.size > MAX_UPLOAD_BYTES) {
          return setUpload(idx, { status: 'failed', message: PHOTO_TOO_LARGE, file: null });
        }
        if (stageRef.current === 'paused') return hold(idx, prepared);
        try {
          // A cut-off upload is sent again by itself (the cell keeps showing it as uploading meanwhile).
          const cell = await withUploadRetries(
            () =>
              uploadCellImage(code, idx, prepared, {
                signal: controller.signal,
                onProgress: (progress) => setUpload(idx, { status: 'uploading', progress }),
              }),
            controller.signal,
          );
          storeCell(queryClient, code, cell);
          setUpload(idx, null);
        } catch (error) {
          // Paused meanwhile (the pause event may not have arrived yet): kept for the resume like any other.
          if (isPausedRefusal(error) && !controller.signal.aborted) return hold(idx, prepared);
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
      }
    },
    [code, queryClient, setUpload, hold],
  );

  // The host resumed: the kept photos go now. Play ended instead: they cannot go any more, and say why.
  useEffect(() => {
    if (waiting.current.size === 0 || stage === 'paused') return;
    const kept = [...waiting.current];
    waiting.current.clear();
    for (const [idx, file] of kept) {
      if (stage === 'playing') void run(idx, file, true);
      else setUpload(idx, { status: 'failed', message: closedMessage ?? GAME_PAUSED, file: null });
    }
  }, [stage, closedMessage, run, setUpload]);

  const upload = useCallback((idx: number, file: File) => run(idx, file, false), [run]);

  const dismiss = useCallback(
    (idx: number) => {
      waiting.current.delete(idx);
      setUpload(idx, null);
    },
    [setUpload],
  );

  return { uploads, upload, dismiss };
}
