import { ZReviewNextRequest, ZReviewQueue } from '@picture-bingo/shared/team';
import type { ApiRoute } from '../../openapi/api-route';

export const reviewApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/game/:code/review/next',
    summary: 'Take photos to review (owner, co-host or moderator)',
    description:
      'Hands the caller up to `count` photos (default 3): the ones they hold still, then the next waiting ones ' +
      'nobody else holds, each theirs for REVIEW_LEASE_SECONDS; one left undecided is handed out again after it. ' +
      'Two reviewers never hold the same photo. A decision (`…/review`) on a photo someone else holds is refused ' +
      "(PHOTO_WITH_ANOTHER_REVIEWER). With the queue depth and each reviewer's approvals and rejections.",
    auth: 'host',
    body: ZReviewNextRequest,
    ok: { status: 200, schema: ZReviewQueue },
    errors: {
      401: 'Not signed in',
      404: 'No such game, or a game the caller has no role in',
    },
  },
];
