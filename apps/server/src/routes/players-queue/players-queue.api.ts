import {
  ZClearRecentPlayersRequest,
  ZJoinLock,
  ZJoinLockRequest,
  ZPlayersChanged,
  ZQueuePlayer,
  ZRenamePlayerRequest,
  ZRestorePlayersRequest,
} from '@picture-bingo/shared';
import { z } from 'zod';
import type { ApiRoute } from '../../openapi/api-route';

const NOT_YOURS = "No such game, or another host's game";

/** The host's players queue: the list, remove and undo, rename, lock the room, clear and restore recent joins. */
export const playersQueueApi: ApiRoute[] = [
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
      "deleted when the game ends; restoring the player brings them back. A team member's photos are their " +
      "team's and stay on its card, unless `?photos=remove` takes them off too (for good).",
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
