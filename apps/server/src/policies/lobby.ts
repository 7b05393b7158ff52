import { gameStage, ErrorCode, ZRoomCode } from '@picture-bingo/shared';
import type { Db } from '../db/kysely';
import { findJoinableGameByCode, findOpenGameByCode, type GameRow } from '../db/repositories/games.repo';
import { refuse } from '../errors';
import { groupedRuns, perOwner } from '../lib/grouped-runs';
import { clockOf } from '../presenters/game';

/** Look-ups of one code read at a time. */
const MAX_CODE_LOOKUPS = 500;

const joinableGamesOf = perOwner((db: Db) =>
  groupedRuns(MAX_CODE_LOOKUPS, async (code, lookups: null[]) => {
    const game = await findJoinableGameByCode(db, code);
    return lookups.map(() => game);
  }),
);

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
 * A malformed or unknown code, or one only an unpaid cancelled draft had, answers 404. The look-ups of one code
 * that arrive together (a room scanning the poster) share one read, made after each of them arrived.
 */
export async function requireJoinableGame(db: Db, rawCode: unknown): Promise<GameRow> {
  const parsed = ZRoomCode.safeParse(rawCode);
  const game = parsed.success ? await joinableGamesOf(db)(parsed.data, null) : undefined;
  if (!game) throw refuse(ErrorCode.INVALID_ROOM_CODE);
  return game;
}
