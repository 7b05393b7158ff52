import { ErrorCode } from '@picture-bingo/shared';
import { defineRoute } from '../../openapi/api-route';

export const mediaApi = {
  photo: defineRoute({
    method: 'GET',
    path: '/media/:key',
    summary: 'A stored photo (outside /api)',
    description:
      '`image/webp`, `nosniff`, cached by the browser only (`private`, a week, `immutable`). A hidden or deleted ' +
      "photo (a removed player's, a cancelled game's) is a 404.",
    auth: 'public',
    ok: { status: 200, description: 'The photo', contentType: 'image/webp' },
    errors: [ErrorCode.NOT_FOUND],
  }),
};
