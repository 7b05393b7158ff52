import { INVALID_ROOM_CODE, REMOVED_FROM_GAME, ZRoomCode } from '@picture-bingo/shared';
import type { Db } from '../db/kysely';
import { findOpenGameByCode, type GameRow } from '../db/repositories/games.repo';
import { notFound } from '../errors';

// Shared with the web (which shows and compares them); importers keep reading them from here.
export { INVALID_ROOM_CODE, REMOVED_FROM_GAME };

/**
 * The open game a code names, as players may see it. A malformed code, an unknown one and an unpaid draft all
 * answer the same 404, so codes cannot be probed.
 */
export async function requireOpenGame(db: Db, rawCode: unknown): Promise<GameRow> {
  const parsed = ZRoomCode.safeParse(rawCode);
  const game = parsed.success ? await findOpenGameByCode(db, parsed.data) : undefined;
  if (!game || game.status === 'INACTIVE') throw notFound(INVALID_ROOM_CODE);
  return game;
}
