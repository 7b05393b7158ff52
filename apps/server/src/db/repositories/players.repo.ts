import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../kysely';
import type { CellsTable, PlayersTable } from '../schema';

export type PlayerRow = PlayersTable;
export type CellRow = CellsTable;

/** The key names are compared by: unique per game regardless of case. */
export const nameKey = (name: string) => name.toLowerCase();

export function findPlayerByDevice(db: Db, gameId: string, deviceId: string) {
  return db
    .selectFrom('players')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
}

export function findPlayerById(db: Db, id: string) {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A player of this game (not removed) other than `exceptId` who already uses this name. */
export function findPlayerByName(db: Db, gameId: string, name: string, exceptId: string | null) {
  return (
    db
      .selectFrom('players')
      .select('id')
      .where('game_id', '=', gameId)
      .where('name_key', '=', nameKey(name))
      // A literal, not a parameter: only then may the partial unique index on (game_id, name_key) serve it.
      .where(sql<boolean>`status <> 'removed'`)
      .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId ?? ''))
      .executeTakeFirst()
  );
}

export async function insertPlayer(db: Db, row: Insertable<PlayersTable>) {
  await db.insertInto('players').values(row).execute();
}

export async function updatePlayer(db: Db, id: string, values: Updateable<PlayersTable>) {
  await db
    .updateTable('players')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Players still in the game (not removed), in the order they joined. */
export function listGamePlayers(db: Db, gameId: string) {
  return db
    .selectFrom('players')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '<>', 'removed')
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
}

export async function countGamePlayers(db: Db, gameId: string): Promise<number> {
  return (await countPlayersByGame(db, [gameId])).get(gameId) ?? 0;
}

/** Players still in each game (not removed); games without players are absent from the map. */
export async function countPlayersByGame(db: Db, gameIds: readonly string[]): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('players')
    .select(['game_id', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
    .where('game_id', 'in', gameIds)
    .where('status', '<>', 'removed')
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, Number(r.count)]));
}

/** Moves every waiting player of a game to `playing` (the host started it). */
export async function markPlayersPlaying(db: Db, gameId: string, at: string) {
  await db
    .updateTable('players')
    .set({ status: 'playing', updated_at: at })
    .where('game_id', '=', gameId)
    .where('status', '=', 'waiting')
    .execute();
}

export async function insertCells(db: Db, rows: Insertable<CellsTable>[]) {
  if (rows.length > 0) await db.insertInto('cells').values(rows).execute();
}

export function listCells(db: Db, playerId: string) {
  return db.selectFrom('cells').selectAll().where('player_id', '=', playerId).orderBy('idx').execute();
}
