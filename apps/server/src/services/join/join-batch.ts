import { isBeforeStart, gameStage, joinRefusal, ErrorCode, type TErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import { lockGame, setPlayerCount, type GameRow } from '../../db/repositories/games.repo';
import {
  deletePlayersById,
  insertManyCells,
  insertNewPlayers,
  setPlayersStatus,
  type PlayerRow,
} from '../../db/repositories/players.repo';
import { refuse } from '../../errors';
import { retryOnDeadlock } from '../../lib/db-errors';
import { groupedRuns, perOwner } from '../../lib/grouped-runs';
import { clockOf } from '../../presenters/game';
import { cellsOf } from './deal-cells';

/**
 * Joins into one game that arrive together are written in one transaction (group commit): the game's lock is
 * taken, the players counted and the transaction committed once for the whole batch instead of once per join.
 * A node runs one batch per game at a time; joins arriving meanwhile form the next batch, so a batch is one
 * join when joins are rare and grows with the load. Joins of a team game do not batch (a member's team is
 * placed by counting its members under the lock, one at a time).
 */
export const MAX_JOIN_BATCH = 100;

/** What one join of a batch came to. `raced`: its device or name was taken by a concurrent join meanwhile. */
export type BatchedJoin =
  | { kind: 'joined'; game: GameRow; player: PlayerRow; playerCount: number }
  | { kind: 'refused'; code: TErrorCode }
  | { kind: 'raced' };

/** `waiting` before the game's start, `playing` from it: a late joiner plays at once on the game's clock. */
export const joiningStatus = (game: GameRow, clock: number) =>
  isBeforeStart(gameStage(clockOf(game), clock)) ? ('waiting' as const) : ('playing' as const);

export function joinableGame(game: GameRow, playerCount: number) {
  return {
    status: game.status,
    phase: game.phase,
    endsAt: game.ends_at,
    playerCount,
    maxPlayer: game.max_player,
    joinAfterStart: game.join_after_start === 1,
    joinsLocked: game.joins_locked === 1,
  };
}

/** Each app's batches of joins, by game: one batch a game at a time, up to MAX_JOIN_BATCH (lib/grouped-runs.ts). */
const batchesOf = perOwner((ctx: AppContext) =>
  groupedRuns(MAX_JOIN_BATCH, (_gameId, joins: { game: GameRow; row: PlayerRow }[]) =>
    retryOnDeadlock(() =>
      writeBatch(
        ctx,
        joins[0]!.game,
        joins.map((j) => j.row),
      ),
    ),
  ),
);

/**
 * Queues a new individual player's row (not yet written) for its game's next batch. Resolves once the batch
 * has committed (or refused it); rejects with the batch's error when the batch failed as a whole.
 */
export function joinInBatch(ctx: AppContext, game: GameRow, row: PlayerRow): Promise<BatchedJoin> {
  return batchesOf(ctx)(game.id, { game, row });
}

/**
 * One transaction for a batch of new players of one game, in arrival order: their rows and cards are written
 * (a device or a name already taken, by a committed or a concurrent join, skips its row: `raced`), then the
 * game's row is locked, every earlier join having committed and counted itself in; each written player is
 * then judged in order as if it had joined alone (the place it would take, the game's stage now), and the
 * refused ones' rows are deleted before the commit, and the kept ones counted in the game's row.
 */
export async function writeBatch(
  ctx: AppContext,
  known: GameRow,
  rows: readonly PlayerRow[],
): Promise<BatchedJoin[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const written = new Set(await insertNewPlayers(trx, ctx.dbKind, rows));
    const fresh = rows.filter((row) => written.has(row.id));
    await insertManyCells(
      trx,
      ctx.dbKind,
      fresh.flatMap((row) => cellsOf(known, row.id, row.joined_at)),
    );
    const game = await lockGame(trx, ctx.dbKind, known.id);
    if (!game) throw refuse(ErrorCode.INVALID_ROOM_CODE);
    const clock = Date.now();
    const before = game.player_count;
    const status = joiningStatus(game, clock);
    const kept: PlayerRow[] = [];
    const refusals = new Map<string, TErrorCode>();
    for (const row of fresh) {
      const refusal = joinRefusal(joinableGame(game, before + kept.length), clock);
      if (refusal) refusals.set(row.id, refusal);
      else kept.push(row);
    }
    await deletePlayersById(trx, [...refusals.keys()]);
    await settleStatus(trx, kept, status);
    const playerCount = before + kept.length;
    if (kept.length > 0) await setPlayerCount(trx, game.id, playerCount);
    return rows.map((row): BatchedJoin => {
      if (!written.has(row.id)) return { kind: 'raced' };
      const refusal = refusals.get(row.id);
      if (refusal) return { kind: 'refused', code: refusal };
      return { kind: 'joined', game, player: { ...row, status }, playerCount };
    });
  });
}

/** The host may have started the game since the rows were made: the start moves only the players it saw. */
async function settleStatus(trx: Db, kept: readonly PlayerRow[], status: PlayerRow['status']) {
  const moved = kept.filter((row) => row.status !== status).map((row) => row.id);
  await setPlayersStatus(trx, moved, status);
}
