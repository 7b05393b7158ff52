import { ZBoard, ZMembership } from '@picture-bingo/shared';
import type { ApiRoute } from '../../openapi/api-route';

const NOT_JOINED = 'Not joined ("You haven\'t joined this game yet"), or no such game';

export const boardApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/game/:code/me',
    summary: "The calling device's player in a game",
    auth: 'player',
    ok: { status: 200, schema: ZMembership },
    errors: { 403: 'Removed, or moved to another device', 404: NOT_JOINED },
    rateLimited: 'the code-miss limit (CODE_MISS_RATE_LIMIT_MAX per client IP)',
  },
  {
    method: 'GET',
    path: '/api/game/:code/board',
    summary: "The player's own card",
    description: 'Dealt once at join; the free space is in the centre (index floor(n²/2)).',
    auth: 'player',
    ok: { status: 200, schema: ZBoard },
    errors: { 403: 'Removed, or moved to another device', 404: NOT_JOINED },
  },
];
