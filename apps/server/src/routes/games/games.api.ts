import {
  ZCreateGameRequest,
  ZDuplicateGameRequest,
  ZGame,
  ZGameListItem,
  ZGameListQuery,
  ZGameSetupUpdate,
  ZEventLook,
  ZLookUpdate,
} from '@picture-bingo/shared';
import { z } from 'zod';
import type { ApiRoute } from '../../openapi/api-route';

const NOT_YOURS = "No such game, or another host's game";

export const gamesApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/game',
    summary: 'Create a draft game',
    description:
      'The server makes the room code: 6 characters A-Z0-9, crypto-random, unique among games not completed or ' +
      'cancelled. Takes any setup fields of `PATCH /api/game/{code}`; a new game starts with `freeSpaceWord` ' +
      '"FREE" and today\'s `eventDate`.',
    auth: 'host',
    body: ZCreateGameRequest,
    ok: { status: 201, schema: ZGame },
  },
  {
    method: 'GET',
    path: '/api/game',
    summary: "The host's games (Active Games, Past Games)",
    auth: 'host',
    query: ZGameListQuery,
    ok: { status: 200, schema: z.array(ZGameListItem) },
  },
  {
    method: 'GET',
    path: '/api/game/:code/host',
    summary: "The host's full view of a game",
    description:
      '`setupProblems` lists what still stops it from being paid for or started (in English; `setupProblemList` ' +
      'names the same by kind, with their numbers); `photosDeleteAt` is when ' +
      'retention deletes its photos (null until it has ended).',
    auth: 'host',
    ok: { status: 200, schema: ZGame },
    errors: { 404: NOT_YOURS },
  },
  {
    method: 'PATCH',
    path: '/api/game/:code',
    summary: "Save the game's setup",
    description:
      'Any of the setup fields; each step saves as the host types, completeness is checked at payment and start. ' +
      '`words` holds up to 100 labels (LABEL_POOL_MAX), stored normalised; two labels with the same `textKey` ' +
      '(case, accents, fullwidth, invisible characters) are a 400 and nothing is saved. `dealMode`: `random` ' +
      "(each player's card is n²−1 labels drawn from the whole pool), `shuffled` (everyone the first n²−1 labels, " +
      'each in their own order) or `same-card`. `winMode` `first` (the first BINGO! wins) or `prizes` (1–5 ' +
      '`{ name, condition }`, names unique, conditions from the easiest to the hardest: `line` ≤ `two-lines` ≤ ' +
      "`full`); a `prizes` game's `winCondition` is its last prize's. `two-lines`: two distinct complete rows, " +
      'columns or diagonals (they may share a cell). Board and rules lock once the game is paid ' +
      'for (409); each card is dealt once, at join, and stored.',
    auth: 'host',
    body: ZGameSetupUpdate,
    ok: { status: 200, schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'The board or rules are locked (the game is paid for)' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/cancel',
    summary: 'Cancel a game',
    auth: 'host',
    ok: { status: 200, description: 'The game, now `CANCELLED`', schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'Already completed or cancelled' },
  },
  {
    method: 'DELETE',
    path: '/api/game/:code',
    summary: 'Delete a draft, cancelled or completed game',
    description:
      'Deletes it with its players, cards, rejoin codes and photo files (local or S3); its payments stay with ' +
      '`game` null.',
    auth: 'host',
    ok: { status: 204 },
    errors: {
      404: NOT_YOURS,
      409: '"This game is still running. Cancel it before deleting it." (live, paused, or ended without a winner)',
    },
  },
  {
    method: 'POST',
    path: '/api/game/:code/duplicate',
    summary: 'Copy a game into a new draft',
    description:
      "A new unpaid draft with a new code copying the game's title, welcome message, labels, board size, free " +
      "space word, rules and `dealMode` (no players, photos or payment), dated `eventDate` (the host's today; " +
      "else the server's).",
    auth: 'host',
    body: ZDuplicateGameRequest,
    ok: { status: 201, schema: ZGame },
    errors: { 404: NOT_YOURS },
  },
  {
    method: 'POST',
    path: '/api/game/:code/activate',
    summary: 'Make a complete draft live on a prepaid game',
    description:
      'The game goes live (`paid`, `ACTIVE`, lobby open) and spends one of the games bought earlier. With ' +
      '`PAYMENT_PROVIDER=free` it needs no prepaid game (and no verified e-mail).',
    auth: 'host',
    ok: { status: 200, schema: ZGame },
    errors: { 402: 'No prepaid game left', 404: NOT_YOURS, 409: 'Not a complete, unpaid draft' },
  },
  {
    method: 'PATCH',
    path: '/api/game/:code/look',
    summary: "Set the event's accent colour",
    description:
      "`accent` is `#rrggbb` (stored lower case), or null for the app's own colours. Screens draw text on it in " +
      'white or dark, whichever reaches WCAG AA, and darken a colour neither does (shared `accentColours`). The ' +
      "owner and co-hosts may; the game's screens hear `game:updated`.",
    auth: 'host',
    body: ZLookUpdate,
    ok: { status: 200, schema: ZEventLook },
    errors: {
      400: 'Not a #rrggbb colour',
      403: 'A moderator (ROLE_NOT_ALLOWED)',
      404: NOT_YOURS,
      409: 'The game is completed or cancelled',
    },
  },
  {
    method: 'PUT',
    path: '/api/game/:code/look/logo',
    summary: "Upload the event's logo",
    description:
      "The photos' image pipeline: checked by its content (JPEG, PNG, WebP or GIF; SVG, HTML and anything else " +
      'refused), its pixels counted from the header, then re-encoded as a WebP of at most 400 px with no ' +
      "metadata. Replaces the logo before it. The owner and co-hosts may; the game's screens hear `game:updated`.",
    auth: 'host',
    body: { contentType: 'multipart/form-data', description: 'One file field `logo` (5 MB at most)' },
    ok: { status: 200, schema: ZEventLook },
    errors: {
      400: 'No file in the field `logo`',
      403: 'A moderator (ROLE_NOT_ALLOWED)',
      404: NOT_YOURS,
      409: 'The game is completed or cancelled',
      413: 'Over 5 MB, or too many pixels',
      415: 'Not a JPEG, PNG, WebP or GIF image',
    },
  },
  {
    method: 'DELETE',
    path: '/api/game/:code/look/logo',
    summary: "Remove the event's logo",
    auth: 'host',
    ok: { status: 200, schema: ZEventLook },
    errors: {
      403: 'A moderator (ROLE_NOT_ALLOWED)',
      404: NOT_YOURS,
      409: 'The game is completed or cancelled',
    },
  },
];
