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
  ErrorCode,
} from '@picture-bingo/shared';
import { z } from 'zod';
import { defineRoute } from '../../openapi/api-route';
import { VIEWER_REFUSALS } from '../../policies/viewer';

export const resultsApi = {
  gallery: defineRoute({
    method: 'GET',
    path: '/api/game/:code/gallery',
    summary: "Every player's card and standing",
    description:
      'Also after the end. A photo awaiting review shows as an empty cell to everyone but its player and the host. ' +
      'A page with `offset` and `limit` (at most 500 players, RESULTS_PAGE_MAX), or one player alone with `player`.',
    auth: 'viewer',
    query: ZGalleryQuery,
    ok: { status: 200, schema: ZGallery },
    errors: VIEWER_REFUSALS,
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/api/game/:code/progress',
    summary: 'Standings: players, ranking now, and the leaderboard once chosen',
    description:
      '`ranking` is the standing now (winner first once chosen; prize winners first: the grand prize, then harder, then earlier ones). `leaderboard` is null until the winner is chosen.',
    auth: 'viewer',
    query: ZResultsPageQuery,
    ok: { status: 200, schema: ZProgress },
    errors: VIEWER_REFUSALS,
  }),
  winner: defineRoute({
    method: 'POST',
    path: '/api/game/:code/winner',
    summary: 'Choose the winner',
    description:
      'The game is `COMPLETED` and every screen gets `game:winner`; others rank by marked cells, then time. In a ' +
      '`prizes` game it awards the last prize only.',
    auth: 'host',
    ability: 'run',
    body: ZChooseWinnerRequest,
    ok: { status: 200, schema: ZLeaderboard },
    errors: [
      ErrorCode.GAME_CANCELLED,
      ErrorCode.GAME_NOT_STARTED,
      ErrorCode.WINNER_ALREADY_CHOSEN,
      ErrorCode.MORE_PRIZES_FIRST,
    ],
  }),
  prize: defineRoute({
    method: 'POST',
    path: '/api/game/:code/prize',
    summary: 'Award the next prize',
    description:
      'To a player whose stored card met its condition before play stopped and who has won none; every screen gets ' +
      '`prize:awarded`; the last prize completes the game (`leaderboard`, `game:winner`). A player wins at most one ' +
      'prize. In a `first` game use ' +
      '`POST /api/game/{code}/winner`.',
    auth: 'host',
    ability: 'run',
    body: ZAwardPrizeRequest,
    ok: { status: 200, schema: ZPrizeAwarded },
    errors: [
      ErrorCode.PLAYER_ALREADY_WON,
      ErrorCode.PRIZE_NOT_MET,
      ErrorCode.GAME_CANCELLED,
      ErrorCode.GAME_NOT_STARTED,
      ErrorCode.WINNER_ALREADY_CHOSEN,
    ],
  }),
  keepPrize: defineRoute({
    method: 'POST',
    path: '/api/game/:code/prizes/:place/keep',
    summary: "Keep a prize whose winner's line was broken",
    description:
      "`place` is the prize's (1 for the first). Allowed while the winner's card no longer meets the prize's " +
      "condition (`lineLost` in the host's `prizeAwards`, `prize:line` to the staff): the winner keeps it, and a " +
      'later loss by the same cell asks nothing. For the owner and co-hosts.',
    auth: 'host',
    ability: 'run',
    body: ZPrizeLineDecisionRequest,
    ok: {
      status: 200,
      description: 'The prize and every prize, as the staff see them',
      schema: ZPrizeLineDecision,
    },
    errors: [
      ErrorCode.PRIZE_NOT_FOUND,
      ErrorCode.PRIZE_NOT_AWARDED,
      ErrorCode.PRIZE_LINE_INTACT,
      ErrorCode.GAME_ENDED,
    ],
  }),
  withdrawPrize: defineRoute({
    method: 'POST',
    path: '/api/game/:code/prizes/:place/withdraw',
    summary: "Withdraw a prize whose winner's line was broken",
    description:
      'The award is removed: the prize is open again and the next to award; its winner may call BINGO! again and ' +
      'their awarded call reads `withdrawn`. Every screen gets `prize:withdrawn` and `game:updated`. For the owner ' +
      'and co-hosts.',
    auth: 'host',
    ability: 'run',
    body: ZPrizeLineDecisionRequest,
    ok: { status: 200, description: 'The prize (no winner now) and every prize', schema: ZPrizeLineDecision },
    errors: [
      ErrorCode.PRIZE_NOT_FOUND,
      ErrorCode.PRIZE_NOT_AWARDED,
      ErrorCode.PRIZE_LINE_INTACT,
      ErrorCode.GAME_ENDED,
    ],
  }),
  results: defineRoute({
    method: 'GET',
    path: '/api/game/:code/results',
    summary: 'The results page: winners, standings and approved photos',
    description: 'Approved photos only, for everyone; `sharing` for the host only.',
    auth: 'viewer',
    ok: { status: 200, schema: ZResults },
    errors: VIEWER_REFUSALS,
  }),
  sharing: defineRoute({
    method: 'PUT',
    path: '/api/game/:code/results/sharing',
    summary: 'Turn the results link on or off',
    description:
      'Off by default; the token (22 characters) is made the first time and kept, so the link works again when ' +
      'sharing is back on.',
    auth: 'host',
    ability: 'own',
    body: ZResultsSharingRequest,
    ok: { status: 200, schema: ZResultsSharing },
  }),
  shared: defineRoute({
    method: 'GET',
    path: '/api/results/shared/:token',
    summary: 'Shared results, for anyone with the link',
    description:
      "`viewer: 'guest'` (no pending-photo counts, no `sharing`); `Cache-Control: private, no-store`.",
    auth: 'public',
    ok: { status: 200, schema: ZResults },
    errors: [ErrorCode.NOT_FOUND],
  }),
  albumLink: defineRoute({
    method: 'POST',
    path: '/api/game/:code/album/link',
    summary: 'A download link for the photo album zip',
    description: 'Valid 15 minutes (a signed ticket in the query); folders per player or per label (`by`).',
    auth: 'viewer',
    query: ZAlbumQuery,
    ok: { status: 200, schema: ZAlbumLink },
    errors: VIEWER_REFUSALS,
  }),
  sharedAlbumLink: defineRoute({
    method: 'POST',
    path: '/api/results/shared/:token/album/link',
    summary: 'A download link for the album of shared results',
    description: 'The download stops working when sharing is turned off.',
    auth: 'public',
    query: ZAlbumQuery,
    ok: { status: 200, schema: ZAlbumLink },
    errors: [ErrorCode.NOT_FOUND],
  }),
  album: defineRoute({
    method: 'GET',
    path: '/api/album',
    summary: 'The photo album zip',
    description:
      'Streamed with an exact `Content-Length`: `index.html` plus `{folder}/{label} - {player}.webp` (the stored ' +
      'WebP, unchanged).',
    auth: 'public',
    query: z.object({ by: z.enum(['player', 'label']).optional(), ticket: z.string() }),
    ok: { status: 200, description: 'The zip', contentType: 'application/zip' },
    errors: [ErrorCode.NOT_FOUND],
  }),
};
