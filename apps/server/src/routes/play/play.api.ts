import {
  ZBingoCall,
  ZBingoResponse,
  ZCell,
  ZMyBingoCall,
  ZOpenBingoCalls,
  ZRefuseBingoCallRequest,
  ErrorCode,
} from '@picture-bingo/shared';
import { defineRoute } from '../../openapi/api-route';
import { NOT_PLAYABLE_REFUSALS } from '../../policies/play';
import { PLAYER_REFUSALS } from '../../policies/player';

/** A player's own board while the game runs: photos in and out of cells, and the BINGO! claim. */
export const playApi = {
  upload: defineRoute({
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
    rateLimited:
      'UPLOAD_RATE_LIMIT_MAX per player per UPLOAD_RATE_LIMIT_WINDOW_SECONDS (30 a minute by default)',
    errors: [
      ...PLAYER_REFUSALS,
      ...NOT_PLAYABLE_REFUSALS,
      ErrorCode.CELL_TAKEN_BY_TEAMMATE,
      ErrorCode.IMAGE_OVER_DECODE_BUDGET,
      ErrorCode.INSUFFICIENT_STORAGE,
    ],
  }),
  removePhoto: defineRoute({
    method: 'DELETE',
    path: '/api/game/:code/board/cells/:idx/image',
    summary: 'Take the photo out of a cell',
    auth: 'player',
    ok: { status: 200, description: 'The cell, now empty and unmarked', schema: ZCell },
    errors: [...PLAYER_REFUSALS, ...NOT_PLAYABLE_REFUSALS, ErrorCode.CELL_TAKEN_BY_TEAMMATE],
  }),
  bingo: defineRoute({
    method: 'POST',
    path: '/api/game/:code/bingo',
    summary: 'Claim BINGO!',
    description:
      "Accepted when the stored card meets the win condition (in a `prizes` game: the next prize's). With " +
      'auto-confirm the win (or prize) goes at once to the earliest eligible card by server time.',
    auth: 'player',
    ok: { status: 200, schema: ZBingoResponse },
    errors: [
      ...PLAYER_REFUSALS,
      ErrorCode.BINGO_UNFINISHED,
      ErrorCode.GAME_NOT_STARTED,
      ErrorCode.BINGO_WHILE_PAUSED,
      ErrorCode.BINGO_TOO_LATE,
      ErrorCode.GAME_ENDED,
      ErrorCode.ALREADY_WON,
    ],
  }),
  myBingoCall: defineRoute({
    method: 'GET',
    path: '/api/game/:code/bingo',
    summary: "The own card's latest BINGO! call",
    description:
      'Open until the owner or a co-host answers it: `awarded`, `refused` (with their `reason`), or `overtaken` ' +
      "when another card's award came first. The card's phones hear each answer live (`bingo:answered`).",
    auth: 'player',
    ok: { status: 200, schema: ZMyBingoCall },
    errors: [...PLAYER_REFUSALS],
  }),
  bingoCalls: defineRoute({
    method: 'GET',
    path: '/api/game/:code/bingo-calls',
    summary: 'Open BINGO! calls (control room)',
    description:
      "Oldest first, each with its line's cells as they are now and `lineIntact` false once a photo of the line " +
      'was rejected, removed or held since the call. Empty once the game is settled. For the owner and co-hosts.',
    auth: 'host',
    ability: 'run',
    ok: { status: 200, schema: ZOpenBingoCalls },
  }),
  refuseBingoCall: defineRoute({
    method: 'POST',
    path: '/api/game/:code/bingo-calls/:callId/refuse',
    summary: 'Answer a BINGO! call "Not valid — keep playing"',
    description:
      "The reason goes to the card's phones (`bingo:answered`); the card may call again. Award a call with " +
      '`POST /api/game/{code}/winner` or `/prize`, which answers it too.',
    auth: 'host',
    ability: 'run',
    body: ZRefuseBingoCallRequest,
    ok: { status: 200, schema: ZBingoCall },
    errors: [ErrorCode.BINGO_CALL_NOT_FOUND, ErrorCode.BINGO_CALL_ANSWERED],
  }),
};
