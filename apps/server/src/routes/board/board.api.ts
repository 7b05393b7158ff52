import { ZBoard, ZMembership } from '@picture-bingo/shared';
import { defineRoute } from '../../openapi/api-route';
import { PLAYER_REFUSALS } from '../../policies/player';

export const boardApi = {
  me: defineRoute({
    method: 'GET',
    path: '/api/game/:code/me',
    summary: "The calling device's player in a game",
    auth: 'player',
    ok: { status: 200, schema: ZMembership },
    rateLimited: 'the code-miss limit (CODE_MISS_RATE_LIMIT_MAX per client IP)',
    errors: [...PLAYER_REFUSALS],
  }),
  board: defineRoute({
    method: 'GET',
    path: '/api/game/:code/board',
    summary: "The player's own card",
    description: 'Dealt once at join; the free space is in the centre (index floor(n²/2)).',
    auth: 'player',
    ok: { status: 200, schema: ZBoard },
    errors: [...PLAYER_REFUSALS],
  }),
};
