import {
  ZApprovePhotosRequest,
  ZApprovePhotosResponse,
  ZCell,
  ZPendingPhoto,
  ZReviewRequest,
  ZUndoRejectionRequest,
  ErrorCode,
} from '@picture-bingo/shared';
import {
  ZReleaseReviewRequest,
  ZReleaseReviewResponse,
  ZReviewNextRequest,
  ZReviewQueue,
} from '@picture-bingo/shared/staff';
import { z } from 'zod';
import { defineRoute } from '../../openapi/api-route';

/** The host's photo review: pending photos, one decision, its undo, approving in bulk. */
export const reviewApi = {
  queue: defineRoute({
    method: 'GET',
    path: '/api/game/:code/review',
    summary: 'Photos waiting for review, oldest first',
    description:
      "A photo open on a reviewer's screen names whose (`openOn`); the owner and co-hosts may still decide it, or " +
      'take it back (`…/review/release`).',
    auth: 'host',
    ability: 'moderate',
    ok: { status: 200, schema: z.array(ZPendingPhoto) },
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/review',
    summary: 'Approve or reject one photo',
    description:
      '`image` binds the decision to the photo the host saw. An approved photo counts; a rejected one empties the ' +
      'cell, the player is told (with the optional `reason`), and it can be undone for REJECT_UNDO_SECONDS (10). ' +
      "The owner and co-hosts may decide a photo open on another reviewer's screen; a moderator may not " +
      '(PHOTO_WITH_ANOTHER_REVIEWER).',
    auth: 'host',
    ability: 'moderate',
    body: ZReviewRequest,
    ok: { status: 200, schema: ZCell },
    errors: [
      ErrorCode.PHOTO_REPLACED,
      ErrorCode.NO_PHOTO_IN_CELL,
      ErrorCode.PHOTO_WITH_ANOTHER_REVIEWER,
      ErrorCode.GAME_NOT_STARTED,
      ErrorCode.GAME_ENDED,
    ],
  }),
  undoRejection: defineRoute({
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/review/undo',
    summary: 'Undo a rejection',
    description:
      "`image` is the rejected photo's URL. The photo is back as it was (waiting, or approved). A rejected photo's " +
      'files are kept REJECT_UNDO_SECONDS (10), then deleted.',
    auth: 'host',
    ability: 'moderate',
    body: ZUndoRejectionRequest,
    ok: { status: 200, schema: ZCell },
    errors: [ErrorCode.REJECTED_CELL_CHANGED, ErrorCode.REJECTION_UNDO_EXPIRED, ErrorCode.GAME_ENDED],
  }),
  approveMany: defineRoute({
    method: 'POST',
    path: '/api/game/:code/review/approve',
    summary: 'Approve many photos at once',
    description:
      '"Approve all", or all of one player: each photo named as the host saw it. A photo not approved is skipped ' +
      'and counted by why: `decided` (someone else decided it meanwhile), `changed` (the player replaced or ' +
      "removed it), `held` (open on another reviewer's screen, for a moderator only); `results` gives each " +
      "photo's outcome.",
    auth: 'host',
    ability: 'moderate',
    body: ZApprovePhotosRequest,
    ok: { status: 200, schema: ZApprovePhotosResponse },
    errors: [ErrorCode.GAME_NOT_STARTED, ErrorCode.GAME_ENDED],
  }),
  next: defineRoute({
    method: 'POST',
    path: '/api/game/:code/review/next',
    summary: 'Take photos to review (owner, co-host or moderator)',
    description:
      'Hands the caller up to `count` photos (default 3): the ones they hold still, then the next waiting ones ' +
      "nobody else holds. Photos stay the caller's while they act: each decision, or asking with `resume: true` " +
      '(the person at the screen), keeps them for REVIEW_LEASE_SECONDS; asking again without it renews nothing (unless the caller holds no photo: a screen waiting for photos). ' +
      'After that time without an act the photos go back to the queue and the caller is handed none (`idle`) ' +
      "until they ask with `resume`. Two reviewers never hold the same photo. A moderator's decision on a photo " +
      'someone else holds is refused (PHOTO_WITH_ANOTHER_REVIEWER); the owner and co-hosts may decide it. With ' +
      "the queue depth and each reviewer's approvals and rejections.",
    auth: 'host',
    ability: 'moderate',
    body: ZReviewNextRequest,
    ok: { status: 200, schema: ZReviewQueue },
  }),
  release: defineRoute({
    method: 'POST',
    path: '/api/game/:code/review/release',
    summary: "Take back the photos open on a reviewer's screen (owner or co-host)",
    description:
      'Every photo handed to the reviewer `userId` goes back to the queue, and their screen is handed none until ' +
      'its person asks again (`…/review/next` with `resume`). Answers how many went back.',
    auth: 'host',
    ability: 'run',
    body: ZReleaseReviewRequest,
    ok: { status: 200, schema: ZReleaseReviewResponse },
  }),
};
