import {
  ZCell,
  ZPhotoRefRequest,
  ZReportPhotoRequest,
  ZReportPhotoResponse,
  ErrorCode,
} from '@picture-bingo/shared';
import { defineRoute } from '../../openapi/api-route';
import { PLAYER_REFUSALS } from '../../policies/player';

/** Photos taken off the game's screens until a moderator decides. */
export const reportsApi = {
  report: defineRoute({
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/report',
    summary: "Report another player's photo",
    description:
      'One report per player per photo (again: counted once). When as many players as the game’s report ' +
      'threshold (2 by default) have reported it, the photo leaves every screen at once and waits for a moderator, ' +
      'who sees the reports by reason (`inappropriate`, `wrong-square`, `unwanted`, `other`; absent reads as ' +
      '`other`). Its player is told (`cell:updated` with `reports: "hidden"`).',
    auth: 'player',
    body: ZReportPhotoRequest,
    ok: { status: 200, description: 'Whether the photo is now hidden', schema: ZReportPhotoResponse },
    rateLimited:
      'REPORT_RATE_LIMIT_MAX per player per REPORT_RATE_LIMIT_WINDOW_SECONDS (20 a minute by default)',
    errors: [...PLAYER_REFUSALS, ErrorCode.GAME_ENDED, ErrorCode.PHOTO_REPLACED],
  }),
  undoReport: defineRoute({
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/report/undo',
    summary: 'Take back one’s report of a photo',
    description:
      'Until a person decides on the photo. A photo the report helped hide comes back on every screen, counting, ' +
      'when the reports left are below the threshold (its player is told: `reports: "returned"`). Taking back a ' +
      'report that is not there changes nothing.',
    auth: 'player',
    body: ZPhotoRefRequest,
    ok: { status: 200, description: 'Whether the photo is still hidden', schema: ZReportPhotoResponse },
    rateLimited: 'As reports, on a budget of its own',
    errors: [...PLAYER_REFUSALS, ErrorCode.GAME_ENDED, ErrorCode.PHOTO_REPLACED, ErrorCode.REPORT_DECIDED],
  }),
  hide: defineRoute({
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/hide',
    summary: 'Hide a photo from every screen (the big screen’s one tap)',
    description:
      'The photo leaves every screen at once and waits in the review queue until a moderator decides. Part of ' +
      'running the game, as the big screen is: the owner and co-hosts may; a moderator gets 403 `ROLE_NOT_ALLOWED`.',
    auth: 'host',
    ability: 'run',
    body: ZPhotoRefRequest,
    ok: { status: 200, description: 'The cell as the host sees it', schema: ZCell },
    errors: [ErrorCode.GAME_ENDED, ErrorCode.PHOTO_REPLACED],
  }),
};
