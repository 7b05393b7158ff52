import { ErrorCode, isPlayOver, storedStage, ZRoomCode } from '@picture-bingo/shared';
import type { Db } from '../db/kysely';
import { findJoinableGameByCode, findOpenGameByCode, type GameRow } from '../db/repositories/games.repo';
import { conflict, refuse } from '../errors';
import { stageOf } from './play';

/**
 * The open game a code names, as players may see it. A malformed code, an unknown one and an unpaid draft all
 * answer the same 404, so codes cannot be probed.
 */
export async function requireOpenGame(db: Db, rawCode: unknown): Promise<GameRow> {
  const parsed = ZRoomCode.safeParse(rawCode);
  const game = parsed.success ? await findOpenGameByCode(db, parsed.data) : undefined;
  if (!game || stageOf(game) === 'draft') throw refuse(ErrorCode.INVALID_ROOM_CODE);
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

/**
 * 409 unless the game is live and still in its lobby, so players may join and the host may start it. The stored
 * stage decides (no clock): a game whose time ran out unannounced still reads as started, as it always has. A
 * draft is not open yet (players never get here: its code answers 404).
 */
export function assertLobbyOpen(game: GameRow) {
  const stage = storedStage(game);
  if (isPlayOver(stage)) throw conflict(ErrorCode.GAME_ENDED);
  if (stage === 'draft') throw conflict(ErrorCode.PAY_BEFORE_START);
  if (stage !== 'lobby') throw conflict(ErrorCode.ALREADY_STARTED);
}
