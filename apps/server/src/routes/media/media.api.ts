import type { ApiRoute } from '../../openapi/api-route';

export const mediaApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/media/:key',
    summary: 'A stored photo (outside /api)',
    description:
      '`image/webp`, `nosniff`, cached by the browser only (`private`, a week, `immutable`). A hidden or deleted ' +
      "photo (a removed player's, a cancelled game's) is a 404.",
    auth: 'public',
    ok: { status: 200, description: 'The photo', contentType: 'image/webp' },
    errors: { 404: 'Unknown key or deleted photo' },
  },
];
