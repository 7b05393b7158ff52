import {
  ZBingoCall,
  ZBingoResponse,
  ZCell,
  ZMyBingoCall,
  ZOpenBingoCalls,
  ZRefuseBingoCallRequest,
} from '@picture-bingo/shared';
import type { ApiRoute } from '../../openapi/api-route';

const PLAYER_REFUSED = 'Removed, or moved to another device';

/** A player's own board while the game runs: photos in and out of cells, and the BINGO! claim. */
export const playApi: ApiRoute[] = [
  {
    method: 'PUT',
    path: '/api/game/:code/board/cells/:idx/image',
    summary: 'Put a photo in a cell of the own card',
    description:
      'One file field `image`: JPEG, PNG, WebP or GIF (iPhone HEIC photos are converted on the phone), at most 15 ' +
      'MB and 40 megapixels (PNG and GIF at most 16.8). The server re-encodes it to WebP (1600 px and a ~400 px ' +
      'thumbnail); with photo review on it waits for the host. Every screen of the game hears of it live.',
    auth: 'player',
    body: { contentType: 'multipart/form-data', description: 'One file field `image`' },
    ok: { status: 200, description: 'The cell, with its `image` and `thumb` URLs', schema: ZCell },
    errors: {
      400: 'No file, the centre cell, or no such cell',
      403: PLAYER_REFUSED,
      409: 'Not started, paused, or time is up',
      413: 'Too large, or too many pixels',
      415: 'Not an accepted image',
      507: "The server's disk is full (nothing kept)",
    },
    rateLimited:
      'UPLOAD_RATE_LIMIT_MAX per player per UPLOAD_RATE_LIMIT_WINDOW_SECONDS (30 a minute by default)',
  },
  {
    method: 'DELETE',
    path: '/api/game/:code/board/cells/:idx/image',
    summary: 'Take the photo out of a cell',
    auth: 'player',
    ok: { status: 200, description: 'The cell, now empty and unmarked', schema: ZCell },
    errors: {
      400: 'The centre cell, or no such cell',
      403: PLAYER_REFUSED,
      409: 'Not started, paused, or time is up',
    },
  },
  {
    method: 'POST',
    path: '/api/game/:code/bingo',
    summary: 'Claim BINGO!',
    description:
      "Accepted when the stored card meets the win condition (in a `prizes` game: the next prize's). With " +
      'auto-confirm the win (or prize) goes at once to the earliest eligible card by server time.',
    auth: 'player',
    ok: { status: 200, schema: ZBingoResponse },
    errors: {
      403: PLAYER_REFUSED,
      409: 'The card does not meet the condition, the game is not started, paused or over, or the player already won a prize ("You have already won a prize: {name}")',
    },
  },
  {
    method: 'GET',
    path: '/api/game/:code/bingo',
    summary: "The own card's latest BINGO! call",
    description:
      'Open until the owner or a co-host answers it: `awarded`, `refused` (with their `reason`), or `overtaken` ' +
      "when another card's award came first. The card's phones hear each answer live (`bingo:answered`).",
    auth: 'player',
    ok: { status: 200, schema: ZMyBingoCall },
    errors: { 403: PLAYER_REFUSED },
  },
  {
    method: 'GET',
    path: '/api/game/:code/bingo-calls',
    summary: 'Open BINGO! calls (control room)',
    description:
      "Oldest first, each with its line's cells as they are now and `lineIntact` false once a photo of the line " +
      'was rejected, removed or held since the call. Empty once the game is settled. For the owner and co-hosts.',
    auth: 'host',
    ok: { status: 200, schema: ZOpenBingoCalls },
    errors: { 403: 'A moderator (ROLE_NOT_ALLOWED)', 404: 'Not a game of this host' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/bingo-calls/:callId/refuse',
    summary: 'Answer a BINGO! call "Not valid — keep playing"',
    description:
      "The reason goes to the card's phones (`bingo:answered`); the card may call again. Award a call with " +
      '`POST /api/game/{code}/winner` or `/prize`, which answers it too.',
    auth: 'host',
    body: ZRefuseBingoCallRequest,
    ok: { status: 200, schema: ZBingoCall },
    errors: {
      400: 'No reason',
      403: 'A moderator (ROLE_NOT_ALLOWED)',
      404: 'No such call in this game (BINGO_CALL_NOT_FOUND)',
      409: 'Already answered (BINGO_CALL_ANSWERED)',
    },
  },
];
