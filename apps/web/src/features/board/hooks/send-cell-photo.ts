import { MAX_UPLOAD_BYTES, type TErrorCode, type TGameStage } from '@picture-bingo/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { shownPhotoKey, storeCell, uploadCellImage } from '../api/cell-image';
import { forgetPhoto, forgetTakenPhoto, type TakenPhoto } from '../utils/kept-photos';
import { isImageFile, PhotoRefusedError } from '../utils/photo-checks';
import { withUploadRetries } from '../utils/upload-retry';
import type { CellUpload } from './use-cell-uploads';

/**
 * The photo code (format sniffing, sizing, the encoding worker's starter): not part of the card's first download,
 * fetched once the card is idle (or at the first pick, whichever comes first).
 */
export const loadPhotoCode = () => import('../utils/downscale');

/** The server's answer when the host paused between the pick and the send: the photo waits instead. */
const isPausedRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === ('GAME_PAUSED' satisfies TErrorCode);

/** The server's answer when a teammate filled the cell since this phone saw it: the photo is kept for another. */
const isTakenByTeammate = (error: unknown) =>
  error instanceof ApiError && error.code === ('CELL_TAKEN_BY_TEAMMATE' satisfies TErrorCode);

let keptIds = 0;
/** A kept photo's id, in the order kept (the oldest is offered first, also after a reload). */
const newKeptId = () => `${Date.now()}-${String((keptIds += 1)).padStart(6, '0')}`;

/**
 * The photo as it is sent: prepared (converted, sized) unless `ready`, with its capture time when it was redrawn.
 * A HEIC/HEIF takes seconds to convert: `onConverting` is told so the cell can say so.
 */
async function preparedForUpload(file: File, ready: boolean, onConverting: () => void) {
  const photoCode = ready ? null : await loadPhotoCode();
  if (photoCode && (await photoCode.isHeicPhoto(file))) onConverting();
  const prepared = photoCode ? await photoCode.preparePhoto(file) : file;
  // A redrawn photo lost its EXIF: its capture time goes alongside (camera-only games keep it).
  const takenAt = photoCode && prepared !== file ? await photoCode.photoTakenAt(file) : null;
  return { prepared, takenAt };
}

/** What a card's uploads share: the game, each cell's upload in flight and photo held, and how to show them. */
export interface CellPhotoSender {
  code: string;
  queryClient: QueryClient;
  controllers: Map<number, AbortController>;
  waiting: Map<number, File>;
  /** The game's stage as the card shows it now. */
  stage: () => TGameStage;
  setUpload: (idx: number, upload: CellUpload | null) => void;
  showPreview: (idx: number, photo: Blob) => string | undefined;
  /** Holds a prepared photo until the game is resumed. */
  hold: (idx: number, file: File) => void;
  /** Keeps a photo a teammate beat to its cell, for another. */
  keepForLater: (photo: TakenPhoto) => void;
}

/** One photo for one cell: `ready` when it is prepared already; `keptId` when it is one a teammate beat to its cell. */
interface CellPhoto {
  idx: number;
  file: File;
  ready: boolean;
  keptId?: string;
}

/**
 * Sends a photo (prepared unless `ready`) into cell `idx`, or holds it while the game is paused. `keptId`: the
 * photo is one a teammate beat to its cell, forgotten on the phone once sent (or held for the resume). A photo
 * sent to a cell cancels the one still going there.
 */
export async function sendCellPhoto(sender: CellPhotoSender, { idx, file, ready, keptId }: CellPhoto) {
  const { code, controllers, setUpload } = sender;
  controllers.get(idx)?.abort();
  sender.waiting.delete(idx);
  if (!isImageFile(file))
    return setUpload(idx, { status: 'failed', message: m.board_not_an_image(), file: null });
  const controller = new AbortController();
  controllers.set(idx, controller);
  // The picked photo shows in the cell at once (a HEIC this browser cannot show appears once converted).
  let preview = sender.showPreview(idx, file);
  setUpload(idx, { status: 'uploading', progress: 0, preview });
  // Whether the photo ends up held for the resume; otherwise any copy held before is done with.
  let held = false;
  const hold = (prepared: File) => {
    held = true;
    sender.hold(idx, prepared);
    if (keptId) void forgetTakenPhoto(code, keptId);
  };
  try {
    const { prepared, takenAt } = await preparedForUpload(file, ready, () => {
      if (!controller.signal.aborted)
        setUpload(idx, { status: 'uploading', progress: 0, preview, converting: true });
    });
    if (controller.signal.aborted) return;
    if (prepared !== file) preview = sender.showPreview(idx, prepared);
    setUpload(idx, { status: 'uploading', progress: 0, preview });
    if (prepared.size > MAX_UPLOAD_BYTES) {
      return setUpload(idx, {
        status: 'failed',
        message: m.board_photo_too_large({ max: formatCount(MAX_UPLOAD_BYTES / 1024 / 1024) }),
        file: null,
      });
    }
    if (sender.stage() === 'paused') return hold(prepared);
    await uploadPrepared(
      sender,
      { idx, file: prepared, ready: true, keptId },
      { takenAt, preview, controller, hold },
    );
  } catch (error) {
    if (controller.signal.aborted) return;
    if (error instanceof PhotoRefusedError) {
      return setUpload(idx, { status: 'failed', message: error.message, file: null });
    }
    setUpload(idx, { status: 'failed', message: errorMessage(error), file });
  } finally {
    if (controllers.get(idx) === controller) controllers.delete(idx);
    // Leaving the screen (aborted) keeps the copy for the next visit.
    if (!held && !controller.signal.aborted) void forgetPhoto(code, idx);
  }
}

/**
 * Uploads a prepared photo; a cut-off upload is sent again by itself (the cell keeps showing it as uploading
 * meanwhile). Refused because the game was paused meanwhile, it is held; because a teammate's photo is in the cell
 * now, it is kept for another cell. Any other failure is thrown.
 */
async function uploadPrepared(
  { code, queryClient, setUpload, keepForLater }: CellPhotoSender,
  { idx, file, keptId }: CellPhoto,
  sending: {
    takenAt: Awaited<ReturnType<typeof preparedForUpload>>['takenAt'];
    preview: string | undefined;
    controller: AbortController;
    hold: (prepared: File) => void;
  },
) {
  const { signal } = sending.controller;
  try {
    const replaces = shownPhotoKey(queryClient, code, idx);
    const cell = await withUploadRetries(
      () =>
        uploadCellImage(code, idx, file, {
          takenAt: sending.takenAt,
          replaces,
          signal,
          onProgress: (progress) =>
            setUpload(idx, { status: 'uploading', progress, preview: sending.preview }),
        }),
      signal,
    );
    storeCell(queryClient, code, cell);
    setUpload(idx, null);
    if (keptId) void forgetTakenPhoto(code, keptId);
  } catch (error) {
    // Paused meanwhile (the pause event may not have arrived yet): held for the resume like any other.
    if (isPausedRefusal(error) && !signal.aborted) return sending.hold(file);
    // A teammate's photo is in the cell now (the card shows it): this one waits for another cell.
    if (isTakenByTeammate(error) && !signal.aborted) {
      setUpload(idx, null);
      return keepForLater({ id: keptId ?? newKeptId(), fromIdx: idx, file });
    }
    throw error;
  }
}
