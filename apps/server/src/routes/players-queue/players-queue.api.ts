import {
  ZClearRecentPlayersRequest,
  ZJoinLock,
  ZJoinLockRequest,
  ZPlayersChanged,
  ZQueuePlayer,
  ZRenamePlayerRequest,
  ZRestorePlayersRequest,
  ErrorCode,
} from '@picture-bingo/shared';
import { z } from 'zod';
import { defineRoute } from '../../openapi/api-route';

/** The host's players queue: the list, remove and undo, rename, lock the room, clear and restore recent joins. */
export const playersQueueApi = {
  players: defineRoute({
    method: 'GET',
    path: '/api/game/:code/players',
    summary: 'The queue: players in join order',
    description: '`online` says whether a player has a live socket on any node.',
    auth: 'host',
    ability: 'moderate',
    ok: { status: 200, schema: z.array(ZQueuePlayer) },
  }),
  removedPlayers: defineRoute({
    method: 'GET',
    path: '/api/game/:code/removed-players',
    summary: 'The removed players, latest first',
    auth: 'host',
    ability: 'moderate',
    ok: { status: 200, schema: z.array(ZQueuePlayer) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/game/:code/players/:playerId',
    summary: 'Remove a player',
    description:
      'That device cannot rejoin this game. Their photos are hidden at once everywhere (media URLs answer 404) and ' +
      "deleted when the game ends; restoring the player brings them back. A team member's photos are their " +
      "team's and stay on its card, unless `?photos=remove` takes them off too (for good).",
    auth: 'host',
    ability: 'moderate',
    ok: { status: 204 },
    errors: [ErrorCode.GAME_ALREADY_ENDED],
  }),
  rename: defineRoute({
    method: 'PATCH',
    path: '/api/game/:code/players/:playerId',
    summary: 'Rename a player',
    description: 'The rules of joining: normalised, unique, filtered when the game filters names.',
    auth: 'host',
    ability: 'run',
    body: ZRenamePlayerRequest,
    ok: { status: 200, schema: ZQueuePlayer },
    errors: [ErrorCode.NAME_TAKEN, ErrorCode.GAME_ALREADY_ENDED],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/game/:code/players/:playerId/restore',
    summary: 'Undo a removal',
    description: 'The player is back in the queue with their card and photos; their device works again.',
    auth: 'host',
    ability: 'moderate',
    ok: { status: 200, schema: ZQueuePlayer },
    errors: [ErrorCode.RESTORE_NAME_TAKEN, ErrorCode.RESTORE_GAME_FULL, ErrorCode.GAME_ALREADY_ENDED],
  }),
  lock: defineRoute({
    method: 'POST',
    path: '/api/game/:code/lock',
    summary: 'Lock or unlock the room',
    description:
      'A locked room takes no new players (`409 ROOM_LOCKED`, "This room is locked by the host"); players already ' +
      'in the game still get back in (reload, rejoin code). The queue hears `game:updated`.',
    auth: 'host',
    ability: 'run',
    body: ZJoinLockRequest,
    ok: { status: 200, schema: ZJoinLock },
    errors: [ErrorCode.GAME_ALREADY_ENDED],
  }),
  clearRecent: defineRoute({
    method: 'POST',
    path: '/api/game/:code/players/clear-recent',
    summary: 'Remove every player who joined in the last minutes with no photo',
    description:
      'A flood of joins cleared in one action: each player is removed as one removal is (their device cannot ' +
      'come back, their photos are withheld); the answer lists them for an undo.',
    auth: 'host',
    ability: 'run',
    body: ZClearRecentPlayersRequest,
    ok: { status: 200, schema: ZPlayersChanged },
    errors: [ErrorCode.GAME_ALREADY_ENDED],
  }),
  restoreMany: defineRoute({
    method: 'POST',
    path: '/api/game/:code/players/restore',
    summary: 'Bring several removed players back at once (the undo of a clear)',
    description:
      'Each as one restore is; a player who cannot come back (the game is full, their name taken meanwhile) ' +
      'stays removed and is left out of the answer.',
    auth: 'host',
    ability: 'moderate',
    body: ZRestorePlayersRequest,
    ok: { status: 200, schema: ZPlayersChanged },
    errors: [ErrorCode.RESTORE_NAME_TAKEN, ErrorCode.RESTORE_GAME_FULL, ErrorCode.GAME_ALREADY_ENDED],
  }),
};
