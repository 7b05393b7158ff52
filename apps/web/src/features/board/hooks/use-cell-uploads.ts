import { MAX_UPLOAD_BYTES, type TGameStage, type TErrorCode } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorText, loadErrorTexts } from '@/lib/error-text';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { shownPhotoKey, storeCell, uploadCellImage } from '../api/cell-image';
import { isImageFile, PhotoRefusedError } from '../utils/photo-checks';
import {
  forgetPhoto,
  forgetTakenPhoto,
  keepPhoto,
  keepTakenPhoto,
  keptPhotos,
  takenPhotos,
  type TakenPhoto,
} from '../utils/kept-photos';
import { withUploadRetries } from '../utils/upload-retry';

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
 * The photo code (format sniffing, sizing, the encoding worker's starter): not part of the card's first download,
 * fetched once the card is idle (or at the first pick, whichever comes first).
 */
const loadPhotoCode = () => import('../utils/downscale');

/** The server's answer when the host paused between the pick and the send: the photo waits instead. */
const isPausedRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === ('GAME_PAUSED' satisfies TErrorCode);

/** The server's answer when a teammate filled the cell since this phone saw it: the photo is kept for another. */
const isTakenByTeammate = (error: unknown) =>
  error instanceof ApiError && error.code === ('CELL_TAKEN_BY_TEAMMATE' satisfies TErrorCode);

/**
 * A photo a teammate beat to its cell (`fromIdx`): kept on this phone, prepared (in IndexedDB too: a reload offers
 * it again), until the player puts it in another cell or lets it go. Nothing refused this way is dropped without
 * the player saying so.
 */
export type KeptForLater = TakenPhoto;

let keptIds = 0;
/** A kept photo's id, in the order kept (the oldest is offered first, also after a reload). */
const newKeptId = () => `${Date.now()}-${String((keptIds += 1)).padStart(6, '0')}`;

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
  const [kept, setKept] = useState<KeptForLater[]>([]);
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

  /**
   * Sends a photo (prepared unless `ready`) into cell `idx`, or keeps it while the game is paused. `keptId`: the
   * photo is one a teammate beat to its cell, forgotten on the phone once sent (or kept for the resume).
   */
  const run = useCallback(
    async (idx: number, file: File, ready: boolean, keptId?: string) => {
      controllers.current.get(idx)?.abort();
      waiting.current.delete(idx);
      if (!isImageFile(file))
        return setUpload(idx, { status: 'failed', message: m.board_not_an_image(), file: null });
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
        if (keptId) void forgetTakenPhoto(code, keptId);
      };
      try {
        const photoCode = ready ? null : await loadPhotoCode();
        // A HEIC/HEIF takes seconds to convert: the cell says so until the converted photo is on its way.
        if (photoCode && (await photoCode.isHeicPhoto(file)) && !controller.signal.aborted) {
          setUpload(idx, { status: 'uploading', progress: 0, preview, converting: true });
        }
        const prepared = photoCode ? await photoCode.preparePhoto(file) : file;
        // A redrawn photo lost its EXIF: its capture time goes alongside (camera-only games keep it).
        const takenAt = photoCode && prepared !== file ? await photoCode.photoTakenAt(file) : null;
        if (controller.signal.aborted) return;
        if (prepared !== file) preview = showPreview(idx, prepared);
        setUpload(idx, { status: 'uploading', progress: 0, preview });
        if (prepared.size > MAX_UPLOAD_BYTES) {
          return setUpload(idx, {
            status: 'failed',
            message: m.board_photo_too_large({ max: formatCount(MAX_UPLOAD_BYTES / 1024 / 1024) }),
            file: null,
          });
        }
        if (stageRef.current === 'paused') return keep(prepared);
        try {
          // A cut-off upload is sent again by itself (the cell keeps showing it as uploading meanwhile).
          const replaces = shownPhotoKey(queryClient, code, idx);
          const cell = await withUploadRetries(
            () =>
              uploadCellImage(code, idx, prepared, {
                takenAt,
                replaces,
                signal: controller.signal,
                onProgress: (progress) => setUpload(idx, { status: 'uploading', progress, preview }),
              }),
            controller.signal,
          );
          storeCell(queryClient, code, cell);
          setUpload(idx, null);
          if (keptId) void forgetTakenPhoto(code, keptId);
        } catch (error) {
          // Paused meanwhile (the pause event may not have arrived yet): kept for the resume like any other.
          if (isPausedRefusal(error) && !controller.signal.aborted) return keep(prepared);
          // A teammate's photo is in the cell now (the card shows it): this one waits for another cell.
          if (isTakenByTeammate(error) && !controller.signal.aborted) {
            setUpload(idx, null);
            const later = { id: keptId ?? newKeptId(), fromIdx: idx, file: prepared };
            setKept((current) => [...current, later]);
            void keepTakenPhoto(code, later);
            return;
          }
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

  // Photos teammates beat to their cells, kept on this phone from an earlier visit: offered again.
  useEffect(() => {
    let cancelled = false;
    void takenPhotos(code).then((stored) => {
      if (cancelled || stored.length === 0) return;
      setKept((current) => [...current, ...stored.filter((s) => !current.some((c) => c.id === s.id))]);
    });
    return () => {
      cancelled = true;
    };
  }, [code]);

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
      const later = kept.find((photo) => photo.id === id);
      if (!later) return;
      setKept((current) => current.filter((photo) => photo.id !== id));
      void run(idx, later.file, true, later.id);
    },
    [kept, run],
  );

  /** The player lets a kept photo go. */
  const discard = useCallback(
    (id: string) => {
      setKept((current) => current.filter((photo) => photo.id !== id));
      void forgetTakenPhoto(code, id);
    },
    [code],
  );

  return { uploads, upload, dismiss, kept, place, discard };
}
