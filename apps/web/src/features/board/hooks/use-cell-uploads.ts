import { MAX_UPLOAD_BYTES, PHOTO_TOO_LARGE } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { storeCell, uploadCellImage } from '../api/cell-image';
import { downscaleImage, isImageFile } from '../utils/downscale';
import { withUploadRetries } from '../utils/upload-retry';

export const NOT_AN_IMAGE = 'That file is not an image. Choose a photo.';

/** A cell's upload in flight (progress 0 to 1), or why it failed (`file` kept for Retry when there is one). */
export type CellUpload =
  { status: 'uploading'; progress: number } | { status: 'failed'; message: string; file: File | null };

/**
 * Uploads per cell, each on its own: several can run at once and the rest of the card stays usable. A new
 * file for a cell cancels the one still going there; leaving the screen cancels them all.
 */
export function useCellUploads(code: string) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Record<number, CellUpload>>({});
  const controllers = useRef(new Map<number, AbortController>());

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

  const upload = useCallback(
    async (idx: number, file: File) => {
      controllers.current.get(idx)?.abort();
      if (!isImageFile(file)) return setUpload(idx, { status: 'failed', message: NOT_AN_IMAGE, file: null });
      const controller = new AbortController();
      controllers.current.set(idx, controller);
      setUpload(idx, { status: 'uploading', progress: 0 });
      try {
        const prepared = await downscaleImage(file);
        if (controller.signal.aborted) return;
        if (prepared.size > MAX_UPLOAD_BYTES) {
          return setUpload(idx, { status: 'failed', message: PHOTO_TOO_LARGE, file: null });
        }
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
        if (!controller.signal.aborted)
          setUpload(idx, { status: 'failed', message: errorMessage(error), file });
      } finally {
        if (controllers.current.get(idx) === controller) controllers.current.delete(idx);
      }
    },
    [code, queryClient, setUpload],
  );

  const dismiss = useCallback((idx: number) => setUpload(idx, null), [setUpload]);

  return { uploads, upload, dismiss };
}
