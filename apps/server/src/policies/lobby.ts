import { ZRoomCode } from '@picture-bingo/shared';
import type { Db } from '../db/kysely';
import { findOpenGameByCode, type GameRow } from '../db/repositories/games.repo';
import { notFound } from '../errors';

export const INVALID_ROOM_CODE = 'Invalid room code. Please try again.';
export const REMOVED_FROM_GAME = 'You were removed from this game';

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
