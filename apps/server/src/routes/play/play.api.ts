import {
  ZApprovePhotosRequest,
  ZApprovePhotosResponse,
  ZBingoResponse,
  ZCell,
  ZGame,
  ZPendingPhoto,
  ZReviewRequest,
  ZUndoRejectionRequest,
} from '@picture-bingo/shared';
import { z } from 'zod';
import type { ApiRoute } from '../../openapi/api-route';

const NOT_YOURS = "No such game, or another host's game";
const PLAYER_REFUSED = 'Removed, or moved to another device';

/** A player's own card while the game runs: photos in and out of cells, and the BINGO! claim. */
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
    path: '/api/game/:code/review',
    summary: 'Photos waiting for review, oldest first',
    auth: 'host',
    ok: { status: 200, schema: z.array(ZPendingPhoto) },
    errors: { 404: NOT_YOURS },
  },
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/review',
    summary: 'Approve or reject one photo',
    description:
      '`image` binds the decision to the photo the host saw. An approved photo counts; a rejected one empties the ' +
      'cell, the player is told (with the optional `reason`), and it can be undone for REJECT_UNDO_SECONDS (10).',
    auth: 'host',
    body: ZReviewRequest,
    ok: { status: 200, schema: ZCell },
    errors: {
      400: 'No such cell, or a reason on an approval',
      404: 'Player not found',
      409: 'The photo changed meanwhile, the cell has no photo, or the game is not started or has ended',
    },
  },
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/review/undo',
    summary: 'Undo a rejection',
    description:
      "`image` is the rejected photo's URL. The photo is back as it was (waiting, or approved). A rejected photo's " +
      'files are kept REJECT_UNDO_SECONDS (10), then deleted.',
    auth: 'host',
    body: ZUndoRejectionRequest,
    ok: { status: 200, schema: ZCell },
    errors: {
      400: 'No such cell',
      409: '`REJECTED_CELL_CHANGED`: the player changed the cell since; or the game has ended',
      410: '`REJECTION_UNDO_EXPIRED`: too late; nothing changes',
    },
  },
  {
    method: 'POST',
    path: '/api/game/:code/review/approve',
    summary: 'Approve many photos at once',
    description:
      '"Approve all", or all of one player: each photo named as the host saw it. A photo that changed meanwhile ' +
      'is skipped, not approved.',
    auth: 'host',
    body: ZApprovePhotosRequest,
    ok: { status: 200, schema: ZApprovePhotosResponse },
    errors: {
      400: 'An empty list, over 1000 photos, or no such cell',
      404: NOT_YOURS,
      409: 'The game is not started or has ended',
    },
  },
  {
    method: 'POST',
    path: '/api/game/:code/pause',
    summary: 'Pause the game',
    description: 'Uploads are refused and the clock stops.',
    auth: 'host',
    ok: { status: 200, description: 'The game, `PAUSED`', schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'Not playing (not started, already paused, ended or time up)' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/resume',
    summary: 'Resume a paused game',
    description: '`endsAt` moves later by the time paused.',
    auth: 'host',
    ok: { status: 200, description: 'The game, `ACTIVE` again', schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'Not paused' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/end',
    summary: 'End play now',
    description: 'Uploads close for everyone; the host then chooses the winner.',
    auth: 'host',
    ok: { status: 200, description: 'The game, phase `finished`', schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'Not started, or already ended' },
  },
];
