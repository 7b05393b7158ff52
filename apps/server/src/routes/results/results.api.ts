import {
  ZAlbumLink,
  ZAlbumQuery,
  ZAwardPrizeRequest,
  ZChooseWinnerRequest,
  ZGallery,
  ZGalleryQuery,
  ZLeaderboard,
  ZPrizeAwarded,
  ZPrizeLineDecision,
  ZPrizeLineDecisionRequest,
  ZProgress,
  ZResults,
  ZResultsPageQuery,
  ZResultsSharing,
  ZResultsSharingRequest,
} from '@picture-bingo/shared';
import { z } from 'zod';
import type { ApiRoute } from '../../openapi/api-route';

const NOT_YOURS = "No such game, or another host's game";
const VIEWER_ERRORS = {
  401: 'Neither signed in nor joined',
  403: 'Removed from the game',
  404: 'Anyone else',
};
const SHARED_GONE = '"Results not found": an unknown token, or sharing is off';

export const resultsApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/game/:code/gallery',
    summary: "Every player's card and standing",
    description:
      'Also after the end. A photo awaiting review shows as an empty cell to everyone but its player and the host. ' +
      'A page with `offset` and `limit` (at most 500 players, RESULTS_PAGE_MAX), or one player alone with `player`.',
    auth: 'viewer',
    query: ZGalleryQuery,
    ok: { status: 200, schema: ZGallery },
    errors: VIEWER_ERRORS,
  },
  {
    method: 'GET',
    path: '/api/game/:code/progress',
    summary: 'Standings: players, ranking now, and the leaderboard once chosen',
    description:
      '`ranking` is the standing now (winner first once chosen; prize winners first: the grand prize, then harder, then earlier ones). `leaderboard` is null until the winner is chosen.',
    auth: 'viewer',
    query: ZResultsPageQuery,
    ok: { status: 200, schema: ZProgress },
    errors: VIEWER_ERRORS,
  },
  {
    method: 'POST',
    path: '/api/game/:code/winner',
    summary: 'Choose the winner',
    description:
      'The game is `COMPLETED` and every screen gets `game:winner`; others rank by marked cells, then time. In a ' +
      '`prizes` game it awards the last prize only.',
    auth: 'host',
    body: ZChooseWinnerRequest,
    ok: { status: 200, schema: ZLeaderboard },
    errors: {
      400: '"Please select a player as the winner."',
      404: 'Not a player of this game',
      409: 'Cancelled, not started, already chosen, or "Award the earlier prizes first…"',
    },
  },
  {
    method: 'POST',
    path: '/api/game/:code/prize',
    summary: 'Award the next prize',
    description:
      'To a player whose stored card met its condition before play stopped and who has won none; every screen gets ' +
      '`prize:awarded`; the last prize completes the game (`leaderboard`, `game:winner`). A player wins at most one ' +
      'prize. In a `first` game use ' +
      '`POST /api/game/{code}/winner`.',
    auth: 'host',
    body: ZAwardPrizeRequest,
    ok: { status: 200, schema: ZPrizeAwarded },
    errors: {
      404: 'Not a player of this game',
      409: '"This player has already won a prize", "This player\'s card doesn\'t meet the win condition of {prize} yet", cancelled, not started, or all awarded',
    },
  },
  {
    method: 'POST',
    path: '/api/game/:code/prizes/:place/keep',
    summary: "Keep a prize whose winner's line was broken",
    description:
      "`place` is the prize's (1 for the first). Allowed while the winner's card no longer meets the prize's " +
      "condition (`lineLost` in the host's `prizeAwards`, `prize:line` to the staff): the winner keeps it, and a " +
      'later loss by the same cell asks nothing. For the owner and co-hosts.',
    auth: 'host',
    body: ZPrizeLineDecisionRequest,
    ok: {
      status: 200,
      description: 'The prize and every prize, as the staff see them',
      schema: ZPrizeLineDecision,
    },
    errors: {
      403: 'A moderator (ROLE_NOT_ALLOWED)',
      404: 'Not a game of this host, or no such prize (PRIZE_NOT_FOUND)',
      409: 'Not won by that player (PRIZE_NOT_AWARDED), the line holds again (PRIZE_LINE_INTACT), or the game is over',
    },
  },
  {
    method: 'POST',
    path: '/api/game/:code/prizes/:place/withdraw',
    summary: "Withdraw a prize whose winner's line was broken",
    description:
      'The award is removed: the prize is open again and the next to award; its winner may call BINGO! again and ' +
      'their awarded call reads `withdrawn`. Every screen gets `prize:withdrawn` and `game:updated`. For the owner ' +
      'and co-hosts.',
    auth: 'host',
    body: ZPrizeLineDecisionRequest,
    ok: { status: 200, description: 'The prize (no winner now) and every prize', schema: ZPrizeLineDecision },
    errors: {
      403: 'A moderator (ROLE_NOT_ALLOWED)',
      404: 'Not a game of this host, or no such prize (PRIZE_NOT_FOUND)',
      409: 'Not won by that player (PRIZE_NOT_AWARDED), the line holds again (PRIZE_LINE_INTACT), or the game is over',
    },
  },
  {
    method: 'GET',
    path: '/api/game/:code/results',
    summary: 'The results page: winners, standings and approved photos',
    description: 'Approved photos only, for everyone; `sharing` for the host only.',
    auth: 'viewer',
    ok: { status: 200, schema: ZResults },
    errors: VIEWER_ERRORS,
  },
  {
    method: 'PUT',
    path: '/api/game/:code/results/sharing',
    summary: 'Turn the results link on or off',
    description:
      'Off by default; the token (22 characters) is made the first time and kept, so the link works again when ' +
      'sharing is back on.',
    auth: 'host',
    body: ZResultsSharingRequest,
    ok: { status: 200, schema: ZResultsSharing },
    errors: { 404: NOT_YOURS },
  },
  {
    method: 'GET',
    path: '/api/results/shared/:token',
    summary: 'Shared results, for anyone with the link',
    description:
      "`viewer: 'guest'` (no pending-photo counts, no `sharing`); `Cache-Control: private, no-store`.",
    auth: 'public',
    ok: { status: 200, schema: ZResults },
    errors: { 404: SHARED_GONE },
  },
  {
    method: 'POST',
    path: '/api/game/:code/album/link',
    summary: 'A download link for the photo album zip',
    description: 'Valid 15 minutes (a signed ticket in the query); folders per player or per label (`by`).',
    auth: 'viewer',
    query: ZAlbumQuery,
    ok: { status: 200, schema: ZAlbumLink },
    errors: VIEWER_ERRORS,
  },
  {
    method: 'POST',
    path: '/api/results/shared/:token/album/link',
    summary: 'A download link for the album of shared results',
    description: 'The download stops working when sharing is turned off.',
    auth: 'public',
    query: ZAlbumQuery,
    ok: { status: 200, schema: ZAlbumLink },
    errors: { 404: SHARED_GONE },
  },
  {
    method: 'GET',
    path: '/api/album',
    summary: 'The photo album zip',
    description:
      'Streamed with an exact `Content-Length`: `index.html` plus `{folder}/{label} - {player}.webp` (the stored ' +
      'WebP, unchanged).',
    auth: 'public',
    query: z.object({ by: z.enum(['player', 'label']).optional(), ticket: z.string() }),
    ok: { status: 200, description: 'The zip', contentType: 'application/zip' },
    errors: { 404: 'Expired or forged link, or shared results no longer shared' },
  },
];
