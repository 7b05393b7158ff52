import { ErrorCode, ZRoomCode } from '@picture-bingo/shared';
import { deviceTokenHash, requirePlayerSession } from '../auth/authenticate-player';
import type { AppContext } from '../context';
import type { Db } from '../db/kysely';
import { findMemberGameByCode, type GameRow } from '../db/repositories/games.repo';
import { findMemberByToken } from '../db/repositories/members.repo';
import { findPlayerByDevice, type PlayerRow } from '../db/repositories/players.repo';
import { movedAwayFrom } from '../db/repositories/rejoin-codes.repo';
import { notFound, refuse } from '../errors';
import { requireOpenGame } from './lobby';

// Who a player is in a game: the device's own membership, for its board, card, uploads and the game's end.

/** What the player policies answer a device that is not (or no longer) a player of the game a code names. */
export const PLAYER_REFUSALS = [
  ErrorCode.INVALID_ROOM_CODE,
  ErrorCode.NOT_FOUND,
  ErrorCode.REMOVED_FROM_GAME,
  ErrorCode.MOVED_TO_ANOTHER_DEVICE,
] as const;

/**
 * The device's own player in this game: 404 when it never joined, 403 when the host removed it or its player
 * continued on another device (a rejoin code).
 */
export async function requireMember(db: Db, game: GameRow, deviceId: string): Promise<PlayerRow> {
  const player = await findPlayerByDevice(db, game.id, deviceId);
  if (!player) {
    if (await movedAwayFrom(db, game.id, deviceId)) throw refuse(ErrorCode.MOVED_TO_ANOTHER_DEVICE);
    throw notFound("You haven't joined this game yet");
  }
  if (player.status === 'removed') throw refuse(ErrorCode.REMOVED_FROM_GAME);
  return player;
}

/**
 * The game this device played in under this code (open or finished) and its player: reading a board, the
 * gallery or the leaderboard stays possible after the game ended. Falls back to the open game's answers
 * (404 invalid code, 404 not joined) when the device never played under this code.
 */
export async function requirePlayerGame(
  db: Db,
  rawCode: unknown,
  deviceId: string,
): Promise<{ game: GameRow; player: PlayerRow }> {
  const parsed = ZRoomCode.safeParse(rawCode);
  const game = parsed.success ? await findMemberGameByCode(db, parsed.data, deviceId) : undefined;
  if (!game) {
    const open = await requireOpenGame(db, rawCode);
    return { game: open, player: await requireMember(db, open, deviceId) };
  }
  return { game, player: await requireMember(db, game, deviceId) };
}

/**
 * The game a device token's device played under this code and its player in it (`requirePlayerSession`, then
 * `requirePlayerGame`). A device that played under this code, the case of every board, card, gallery and upload
 * request, is found with one statement; anything else takes the lookups one by one for its precise answer
 * (401 no session, 404 invalid code or not joined, 403 removed).
 */
export async function requireOwnPlayerGame(
  ctx: AppContext,
  deviceToken: string | null,
  rawCode: unknown,
): Promise<{ game: GameRow; player: PlayerRow }> {
  const tokenHash = deviceTokenHash(deviceToken);
  const code = ZRoomCode.safeParse(rawCode);
  if (tokenHash && code.success) {
    const found = await findMemberByToken(ctx.db, tokenHash, code.data);
    if (found) {
      if (found.player.status === 'removed') throw refuse(ErrorCode.REMOVED_FROM_GAME);
      return found;
    }
  }
  const session = await requirePlayerSession(ctx, deviceToken);
  return requirePlayerGame(ctx.db, rawCode, session.device_id);
}
