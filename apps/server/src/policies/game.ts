import { GAME_NOT_FOUND, ZRoomCode } from '@picture-bingo/shared';
import type { Db } from '../db/kysely';
import { findHostGameByCode, type GameRow } from '../db/repositories/games.repo';
import { notFound } from '../errors';

/**
 * The caller's own game with this code. Another host's game is reported exactly like a missing one, so codes
 * cannot be probed.
 */
export async function requireHostGame(db: Db, hostUserId: string, rawCode: unknown): Promise<GameRow> {
  const parsed = ZRoomCode.safeParse(rawCode);
  const game = parsed.success ? await findHostGameByCode(db, hostUserId, parsed.data) : undefined;
  if (!game) throw notFound(GAME_NOT_FOUND);
  return game;
}
