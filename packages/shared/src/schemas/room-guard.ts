import { z } from '../zod-config';
import { ZQueuePlayer } from './player';

/*
 * The host's guard of the room: lock it, clear the recent joins, undo. Its own module, out of every page's entry
 * chunk (apps/web/build/chunk-groups.ts, LAZY_ONLY): only the host's players queue and the server use it.
 */

/** POST /game/:code/lock: the host locks the room (no new players) or unlocks it. */
export const ZJoinLockRequest = z.object({ locked: z.boolean({ error: 'Locked must be true or false' }) });
export type TJoinLockRequest = z.input<typeof ZJoinLockRequest>;
export const ZJoinLock = z.object({ locked: z.boolean() });
export type TJoinLock = z.infer<typeof ZJoinLock>;

/** The most recent joins a host may clear at once: the last minutes, at most this many players. */
export const CLEAR_RECENT_MAX_MINUTES = 240;
export const CLEAR_RECENT_MAX_PLAYERS = 1000;

/** POST /game/:code/players/clear-recent: remove every player who joined in the last minutes with no photo. */
export const ZClearRecentPlayersRequest = z.object({
  withinMinutes: z
    .number({ error: 'Minutes must be a number' })
    .check(
      z.int('Minutes must be a whole number'),
      z.gte(1, 'Minutes must be at least 1'),
      z.lte(CLEAR_RECENT_MAX_MINUTES, `Minutes must be at most ${CLEAR_RECENT_MAX_MINUTES}`),
    ),
});
export type TClearRecentPlayersRequest = z.input<typeof ZClearRecentPlayersRequest>;

/** POST /game/:code/players/restore: the host undoes a removal of many players at once. */
export const ZRestorePlayersRequest = z.object({
  playerIds: z
    .array(z.string().check(z.maxLength(64)))
    .check(z.minLength(1, 'Choose at least one player'), z.maxLength(CLEAR_RECENT_MAX_PLAYERS)),
});
export type TRestorePlayersRequest = z.input<typeof ZRestorePlayersRequest>;

/** The players one action removed or brought back. */
export const ZPlayersChanged = z.object({ players: z.array(ZQueuePlayer) });
export type TPlayersChanged = z.infer<typeof ZPlayersChanged>;
