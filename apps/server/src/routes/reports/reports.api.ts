import { ZCell, ZPhotoRefRequest, ZReportPhotoRequest, ZReportPhotoResponse } from '@picture-bingo/shared';
import type { ApiRoute } from '../../openapi/api-route';

const NOT_YOURS = "No such game, or another host's game";

/** Photos taken off the game's screens until a moderator decides. */
export const reportsApi: ApiRoute[] = [
  {
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
    errors: {
      400: 'No such cell, or no image named',
      403: 'Removed, or moved to another device',
      404: 'No such player in this game',
      409: 'The game is over, or the cell holds another photo now',
    },
    rateLimited:
      'REPORT_RATE_LIMIT_MAX per player per REPORT_RATE_LIMIT_WINDOW_SECONDS (20 a minute by default)',
  },
  {
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
    errors: {
      400: 'No such cell, or no image named',
      403: 'Removed, or moved to another device',
      404: 'No such player in this game',
      409: 'The game is over, the cell holds another photo now, or a person decided on it (`REPORT_DECIDED`)',
    },
    rateLimited: 'As reports, on a budget of its own',
  },
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/hide',
    summary: 'Hide a photo from every screen (the big screen’s one tap)',
    description:
      'The photo leaves every screen at once and waits in the review queue until a moderator decides. Part of ' +
      'running the game, as the big screen is: the owner and co-hosts may; a moderator gets 403 `ROLE_NOT_ALLOWED`.',
    auth: 'host',
    body: ZPhotoRefRequest,
    ok: { status: 200, description: 'The cell as the host sees it', schema: ZCell },
    errors: {
      400: 'No such cell, or no image named',
      403: 'A moderator: hiding is part of running the game',
      404: NOT_YOURS,
      409: 'The game is over, or the cell holds another photo now',
    },
  },
];
