import {
  ZApprovePhotosResponse,
  ZCell,
  type TApprovePhotosResponse,
  type TPendingPhoto,
  type TReviewRequest,
} from '@picture-bingo/shared';
import { ZReleaseReviewResponse } from '@picture-bingo/shared/staff';
import { api } from '@/lib/api-client';
import { gameApiPath } from '@/game/paths';

/** A photo of the queue, bound to the very image the host saw: a replaced photo is another one. */
export const photoKey = (photo: Pick<TPendingPhoto, 'playerId' | 'idx' | 'image'>) =>
  `${photo.playerId}:${photo.idx}:${photo.image}`;

export interface ReviewDecision {
  photo: TPendingPhoto;
  decision: TReviewRequest['decision'];
  /** Why a photo is rejected (one line; empty: no reason). */
  reason?: string;
}

/**
 * POST /game/:code/cells/:playerId/:idx/review: approve (the cell counts) or reject (the photo is removed, the
 * player reads the reason). Names the image seen: a photo replaced meanwhile answers 409.
 */
export const reviewPhoto = (code: string, { photo, decision, reason }: ReviewDecision) =>
  api.post(
    gameApiPath(code, `/cells/${encodeURIComponent(photo.playerId)}/${photo.idx}/review`),
    { decision, image: photo.image, ...(decision === 'reject' && reason ? { reason } : {}) },
    { schema: ZCell, errorMessage: 'Failed to save your decision' },
  );

/**
 * POST /game/:code/cells/:playerId/:idx/review/undo: takes back the rejection of this photo (as it was seen) within
 * REJECT_UNDO_SECONDS; the cell is as it was before. Refused with REJECTION_UNDO_EXPIRED (too late) or
 * REJECTED_CELL_CHANGED (the player changed the cell since).
 */
export const undoRejection = (code: string, photo: TPendingPhoto) =>
  api.post(
    gameApiPath(code, `/cells/${encodeURIComponent(photo.playerId)}/${photo.idx}/review/undo`),
    { image: photo.image },
    { schema: ZCell, errorMessage: 'Failed to undo the rejection' },
  );

/**
 * POST /game/:code/review/approve: approves these photos as seen; the others are skipped, each with why (decided
 * by someone else, changed by its player, open on another reviewer's screen).
 */
export const approvePhotos = (
  code: string,
  photos: readonly TPendingPhoto[],
): Promise<TApprovePhotosResponse> =>
  api.post(
    gameApiPath(code, `/review/approve`),
    { photos: photos.map(({ playerId, idx, image }) => ({ playerId, idx, image })) },
    { schema: ZApprovePhotosResponse, errorMessage: 'Failed to approve the photos' },
  );

/** The photos of a bulk approval the server did approve (not those decided elsewhere, changed or held). */
export const approvedOf = (photos: readonly TPendingPhoto[], { results }: TApprovePhotosResponse) =>
  photos.filter((photo) =>
    results.some((r) => r.playerId === photo.playerId && r.idx === photo.idx && r.outcome === 'approved'),
  );

/**
 * POST /game/:code/review/release: takes back the photos open on one helper's screen (the owner and co-hosts);
 * they wait in the queue again.
 */
export const releaseReviewer = (code: string, userId: string) =>
  api.post(
    gameApiPath(code, `/review/release`),
    { userId },
    { schema: ZReleaseReviewResponse, errorMessage: 'Failed to take the photos back' },
  );
