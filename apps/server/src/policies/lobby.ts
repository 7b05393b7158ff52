import { gameStage, ErrorCode, ZRoomCode } from '@picture-bingo/shared';
import type { Db } from '../db/kysely';
import { findJoinableGameByCode, findOpenGameByCode, type GameRow } from '../db/repositories/games.repo';
import { refuse } from '../errors';
import { clockOf } from '../presenters/game';

/**
 * The open game a code names, as players may see it. A malformed code, an unknown one and an unpaid draft all
 * answer the same 404, so codes cannot be probed.
 */
export async function requireOpenGame(db: Db, rawCode: unknown): Promise<GameRow> {
  const parsed = ZRoomCode.safeParse(rawCode);
  const game = parsed.success ? await findOpenGameByCode(db, parsed.data) : undefined;
  if (!game || gameStage(clockOf(game), Date.now()) === 'draft') throw refuse(ErrorCode.INVALID_ROOM_CODE);
  return game;
}

/**
 * The game a code names for someone about to join: the open one (a draft included), else the most recent one that
 * went live, so the answer can say why joining is not possible (not open yet, ended) instead of "invalid code".
 * A malformed or unknown code, or one only an unpaid cancelled draft had, answers 404.
 */
export async function requireJoinableGame(db: Db, rawCode: unknown): Promise<GameRow> {
  const parsed = ZRoomCode.safeParse(rawCode);
  const game = parsed.success ? await findJoinableGameByCode(db, parsed.data) : undefined;
  if (!game) throw refuse(ErrorCode.INVALID_ROOM_CODE);
  return game;
}
