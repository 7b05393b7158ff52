import {
  ZCreateGameRequest,
  ZDuplicateGameRequest,
  ZGame,
  ZGameListItem,
  ZGameListQuery,
  ZGameSetupUpdate,
  ZEventLook,
  ZLookUpdate,
  ErrorCode,
} from '@picture-bingo/shared';
import { z } from 'zod';
import { defineRoute } from '../../openapi/api-route';
import { AWAITING_PAYMENT_REFUSALS } from '../../services/game-lifecycle/moves/activate';
import { refusalsOf } from '../../services/game-lifecycle/transitions';

export const gamesApi = {
  create: defineRoute({
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
    errors: [ErrorCode.UNSUPPORTED_LANGUAGE],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/game',
    summary: "The host's games (Active Games, Past Games)",
    auth: 'host',
    query: ZGameListQuery,
    ok: { status: 200, schema: z.array(ZGameListItem) },
  }),
  hostView: defineRoute({
    method: 'GET',
    path: '/api/game/:code/host',
    summary: "The host's full view of a game",
    description:
      '`setupProblems` lists what still stops it from being paid for or started (in English; `setupProblemList` ' +
      'names the same by kind, with their numbers); `photosDeleteAt` is when ' +
      'retention deletes its photos (null until it has ended).',
    auth: 'host',
    ability: 'view',
    ok: { status: 200, schema: ZGame },
  }),
  updateSetup: defineRoute({
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
    ability: 'own',
    body: ZGameSetupUpdate,
    ok: { status: 200, schema: ZGame },
    errors: [ErrorCode.SETUP_LOCKED, ErrorCode.GAME_ENDED_UNCHANGEABLE, ErrorCode.UNSUPPORTED_LANGUAGE],
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/game/:code/cancel',
    summary: 'Cancel a game',
    auth: 'host',
    ability: 'own',
    ok: { status: 200, description: 'The game, now `CANCELLED`', schema: ZGame },
    errors: [...refusalsOf('cancel')],
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/game/:code',
    summary: 'Delete a draft, cancelled or completed game',
    description:
      'Deletes it with its players, cards, rejoin codes and photo files (local or S3); its payments stay with ' +
      '`game` null.',
    auth: 'host',
    ability: 'own',
    ok: { status: 204 },
    errors: [ErrorCode.GAME_STILL_RUNNING],
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/api/game/:code/duplicate',
    summary: 'Copy a game into a new draft',
    description:
      "A new unpaid draft with a new code copying the game's title, welcome message, labels, board size, free " +
      "space word, rules and `dealMode` (no players, photos or payment), dated `eventDate` (the host's today; " +
      "else the server's).",
    auth: 'host',
    ability: 'own',
    body: ZDuplicateGameRequest,
    ok: { status: 201, schema: ZGame },
  }),
  activate: defineRoute({
    method: 'POST',
    path: '/api/game/:code/activate',
    summary: 'Make a complete draft live on a prepaid game',
    description:
      'The game goes live (`paid`, `ACTIVE`, lobby open) and spends one of the games bought earlier. With ' +
      '`PAYMENT_PROVIDER=free` it needs no prepaid game (and no verified e-mail).',
    auth: 'host',
    ability: 'own',
    ok: { status: 200, schema: ZGame },
    errors: [ErrorCode.PAYMENT_REQUIRED, ...AWAITING_PAYMENT_REFUSALS],
  }),
  updateLook: defineRoute({
    method: 'PATCH',
    path: '/api/game/:code/look',
    summary: "Set the event's accent colour",
    description:
      "`accent` is `#rrggbb` (stored lower case), or null for the app's own colours. Screens draw text on it in " +
      'white or dark, whichever reaches WCAG AA, and darken a colour neither does (shared `accentColours`). The ' +
      "owner and co-hosts may; the game's screens hear `game:updated`.",
    auth: 'host',
    ability: 'run',
    body: ZLookUpdate,
    ok: { status: 200, schema: ZEventLook },
    errors: [ErrorCode.GAME_ENDED_UNCHANGEABLE],
  }),
  putLogo: defineRoute({
    method: 'PUT',
    path: '/api/game/:code/look/logo',
    summary: "Upload the event's logo",
    description:
      "The photos' image pipeline: checked by its content (JPEG, PNG, WebP or GIF; SVG, HTML and anything else " +
      'refused), its pixels counted from the header, then re-encoded as a WebP of at most 400 px with no ' +
      "metadata. Replaces the logo before it. The owner and co-hosts may; the game's screens hear `game:updated`.",
    auth: 'host',
    ability: 'run',
    body: { contentType: 'multipart/form-data', description: 'One file field `logo` (5 MB at most)' },
    ok: { status: 200, schema: ZEventLook },
    errors: [ErrorCode.GAME_ENDED_UNCHANGEABLE, ErrorCode.IMAGE_OVER_DECODE_BUDGET],
  }),
  deleteLogo: defineRoute({
    method: 'DELETE',
    path: '/api/game/:code/look/logo',
    summary: "Remove the event's logo",
    auth: 'host',
    ability: 'run',
    ok: { status: 200, schema: ZEventLook },
    errors: [ErrorCode.GAME_ENDED_UNCHANGEABLE],
  }),
};
