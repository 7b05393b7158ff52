import {
  ZClearRecentPlayersRequest,
  ZGame,
  ZGameSummary,
  ZJoinGameRequest,
  ZJoinLock,
  ZJoinLockRequest,
  ZPlayersChanged,
  ZMembership,
  ZQueuePlayer,
  ZRejoinCode,
  ZRejoinRequest,
  ZRenamePlayerRequest,
  ZRestorePlayersRequest,
} from '@picture-bingo/shared';
import { z } from 'zod';
import type { ApiRoute } from '../../openapi/api-route';

const NOT_YOURS = "No such game, or another host's game";
const INVALID_CODE = '"Invalid room code. Please try again."';

export const lobbyApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/game/:code',
    summary: 'The public summary of a game, by room code',
    description:
      'A paid game, also once ended (`playerCount`, `phase`, `joinAfterStart`, …). Codes match as typed: case, ' +
      'spaces and dashes ignored, O read as 0, I and L as 1.',
    auth: 'public',
    ok: { status: 200, schema: ZGameSummary },
    errors: { 404: INVALID_CODE, 409: 'Not open yet (an unpaid draft)' },
    rateLimited:
      'CODE_LOOKUP_RATE_LIMIT_MAX per client IP per window, and CODE_MISS_RATE_LIMIT_MAX codes that name no open game',
  },
  {
    method: 'POST',
    path: '/api/game/:code/join',
    summary: 'Join a game as a player',
    description:
      "The same device is always the same player. The card is dealt here, late joiners too: open until play is over unless the host's `joinAfterStart` is off.",
    auth: 'player',
    body: ZJoinGameRequest,
    ok: { status: 200, schema: ZMembership },
    errors: {
      403: 'Removed from this game (under any name)',
      404: INVALID_CODE,
      409: 'Name taken, game full, ended, not open yet or closed to late joiners',
    },
    rateLimited:
      'JOIN_RATE_LIMIT_MAX per device, JOIN_IP_RATE_LIMIT_MAX per client IP, and the code-miss limit',
  },
  {
    method: 'GET',
    path: '/api/game/:code/players',
    summary: 'The queue: players in join order',
    description: '`online` says whether a player has a live socket on any node.',
    auth: 'host',
    ok: { status: 200, schema: z.array(ZQueuePlayer) },
    errors: { 404: NOT_YOURS },
  },
  {
    method: 'GET',
    path: '/api/game/:code/removed-players',
    summary: 'The removed players, latest first',
    auth: 'host',
    ok: { status: 200, schema: z.array(ZQueuePlayer) },
    errors: { 404: NOT_YOURS },
  },
  {
    method: 'DELETE',
    path: '/api/game/:code/players/:playerId',
    summary: 'Remove a player',
    description:
      'That device cannot rejoin this game. Their photos are hidden at once everywhere (media URLs answer 404) and ' +
      'deleted when the game ends; restoring the player brings them back.',
    auth: 'host',
    ok: { status: 204 },
    errors: { 404: 'Player not found', 409: 'The game has already ended' },
  },
  {
    method: 'PATCH',
    path: '/api/game/:code/players/:playerId',
    summary: 'Rename a player',
    description: 'The rules of joining: normalised, unique, filtered when the game filters names.',
    auth: 'host',
    body: ZRenamePlayerRequest,
    ok: { status: 200, schema: ZQueuePlayer },
    errors: { 404: 'Player not found', 409: 'Name taken, or the game has ended' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/players/:playerId/restore',
    summary: 'Undo a removal',
    description: 'The player is back in the queue with their card and photos; their device works again.',
    auth: 'host',
    ok: { status: 200, schema: ZQueuePlayer },
    errors: { 404: 'Player not found', 409: 'Name taken meanwhile, game full, or ended' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/players/:playerId/rejoin-code',
    summary: "Issue a rejoin code for a player's new device",
    description:
      'Six characters without look-alikes, single-use, valid 10 minutes; one live code per player (a new one ' +
      'replaces it). The host reads it out; the new device redeems it with `POST /api/game/{code}/rejoin`.',
    auth: 'host',
    ok: { status: 200, schema: ZRejoinCode },
    errors: { 404: 'Player not found', 409: 'The game has ended, or the player was removed' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/rejoin',
    summary: 'Continue as a player on this device with a rejoin code',
    description:
      "The player moves to this device: the old device's calls answer 403 and its sockets get `you:moved`.",
    auth: 'player',
    body: ZRejoinRequest,
    ok: { status: 200, schema: ZMembership },
    errors: {
      400: '"That rejoin code is wrong, used or expired. Ask the host for a new one." (one answer for every bad code)',
      403: 'This device was removed from the game',
      404: INVALID_CODE,
      409: 'The game has ended, or this device already plays someone else in it',
    },
    rateLimited:
      'REJOIN_RATE_LIMIT_MAX per device, REJOIN_IP_RATE_LIMIT_MAX per client IP, and the code-miss limit',
  },
  {
    method: 'POST',
    path: '/api/game/:code/start',
    summary: 'Start the game',
    auth: 'host',
    ok: { status: 200, description: 'The game, now `playing`', schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'Unpaid, already started, or no players' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/lock',
    summary: 'Lock or unlock the room',
    description:
      'A locked room takes no new players (`409 ROOM_LOCKED`, "This room is locked by the host"); players already ' +
      'in the game still get back in (reload, rejoin code). The queue hears `game:updated`.',
    auth: 'host',
    body: ZJoinLockRequest,
    ok: { status: 200, schema: ZJoinLock },
    errors: { 400: '`locked` is not true or false', 404: NOT_YOURS, 409: 'The game has ended' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/players/clear-recent',
    summary: 'Remove every player who joined in the last minutes with no photo',
    description:
      'A flood of joins cleared in one action: each player is removed as one removal is (their device cannot ' +
      'come back, their photos are withheld); the answer lists them for an undo.',
    auth: 'host',
    body: ZClearRecentPlayersRequest,
    ok: { status: 200, schema: ZPlayersChanged },
    errors: { 400: '`withinMinutes` out of range', 404: NOT_YOURS, 409: 'The game has ended' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/players/restore',
    summary: 'Bring several removed players back at once (the undo of a clear)',
    description:
      'Each as one restore is; a player who cannot come back (the game is full, their name taken meanwhile) ' +
      'stays removed and is left out of the answer.',
    auth: 'host',
    body: ZRestorePlayersRequest,
    ok: { status: 200, schema: ZPlayersChanged },
    errors: {
      400: '`playerIds` empty or too many',
      404: NOT_YOURS,
      409: 'None could come back: the game ended, is full, or their names were taken',
    },
  },
];
