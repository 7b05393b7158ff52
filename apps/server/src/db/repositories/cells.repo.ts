import { sql, type ExpressionBuilder, type Updateable } from 'kysely';
import type { Db } from '../kysely';
import { prepared } from '../prepared';
import type { CellsTable, Database } from '../schema';

export function findCell(db: Db, playerId: string, idx: number) {
  return cellQuery.first(db, playerId, idx);
}
const cellQuery = prepared((db, playerId: string, idx: number) =>
  db.selectFrom('cells').selectAll().where('player_id', '=', playerId).where('idx', '=', idx),
);

export async function updateCell(db: Db, playerId: string, idx: number, values: Updateable<CellsTable>) {
  await db
    .updateTable('cells')
    .set(values)
    .where('player_id', '=', playerId)
    .where('idx', '=', idx)
    .execute();
}

/**
 * Photos on a game's cards (not removed) waiting for the host's decision: those held for a person (by the
 * safety check or guests' reports) first, then the oldest first. Photos the safety check has not seen yet are not
 * here.
 */
export function listPendingPhotos(db: Db, gameId: string) {
  return (
    db
      .selectFrom('cells')
      .innerJoin('players', 'players.id', 'cells.player_id')
      .selectAll('cells')
      .select('players.name as player_name')
      .where('players.game_id', '=', gameId)
      .where('players.status', '<>', 'removed')
      .where('cells.image_key', 'is not', null)
      .where('cells.is_marked', '=', 0)
      // A photo still being checked joins the queue once checked (seconds at most).
      .where((eb) => eb.or([eb('cells.hold', 'is', null), eb('cells.hold', '<>', 'checking')]))
      .orderBy(sql`case when cells.hold is null then 1 else 0 end`)
      .orderBy('cells.updated_at')
      .orderBy('cells.player_id')
      .orderBy('cells.idx')
      .limit(1000)
      .execute()
  );
}

/** Cells whose photo the safety check has not seen yet (its outcome was never recorded), with their game. */
export function listCellsBeingChecked(db: Db) {
  return db
    .selectFrom('cells')
    .innerJoin('players', 'players.id', 'cells.player_id')
    .select(['players.game_id', 'cells.player_id', 'cells.idx', 'cells.image_key', 'cells.thumb_key'])
    .where('cells.hold', '=', 'checking')
    .limit(10_000)
    .execute();
}

/** Among a game's cards (not removed) that met the win condition, the earliest by server time. */
export function findFirstCompletedCard(db: Db, gameId: string) {
  return db
    .selectFrom('players')
    .select(['id', 'completed_at'])
    .where('game_id', '=', gameId)
    .where('status', '<>', 'removed')
    .where('completed_at', 'is not', null)
    .orderBy('completed_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** Every cell of a game's cards (not removed), by card and position: one query for a whole gallery. */
export function listGameCells(db: Db, gameId: string) {
  return gameCellsQuery.all(db, gameId);
}
const gameCellsQuery = prepared((db, gameId: string) =>
  db
    .selectFrom('cells')
    .innerJoin('players', 'players.id', 'cells.player_id')
    .selectAll('cells')
    .where('players.game_id', '=', gameId)
    .where('players.status', '<>', 'removed')
    .orderBy('cells.player_id')
    .orderBy('cells.idx'),
);

/** Whose photos: one card's, or those of every card of a game. */
export type PhotoOwner = { playerId: string } | { gameId: string };

/**
 * Empties every cell of the owner that holds a photo (unmarked, no files) and gives back the keys of the files
 * it pointed at, for the caller to delete once the transaction has committed.
 */
export async function clearPhotos(db: Db, owner: PhotoOwner): Promise<string[]> {
  const owned = (eb: ExpressionBuilder<Database, 'cells'>) =>
    'playerId' in owner
      ? eb('player_id', '=', owner.playerId)
      : eb('player_id', 'in', eb.selectFrom('players').select('id').where('game_id', '=', owner.gameId));
  const rows = await db
    .selectFrom('cells')
    .select(['image_key', 'thumb_key'])
    .where(owned)
    .where('image_key', 'is not', null)
    .execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('cells')
    .set({
      image_key: null,
      thumb_key: null,
      is_marked: 0,
      rejected_reason: null,
      updated_at: new Date().toISOString(),
    })
    .where(owned)
    .where('image_key', 'is not', null)
    .execute();
  return rows.flatMap((row) => [row.image_key, row.thumb_key]).filter((key): key is string => key !== null);
}
