import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../kysely';
import type { GamesTable } from '../schema';

export type GameRow = GamesTable;

export const ACTIVE_STATUSES = ['INACTIVE', 'ACTIVE', 'PAUSED'] as const;
export const PAST_STATUSES = ['COMPLETED', 'CANCELLED'] as const;

export async function insertGame(db: Db, row: Insertable<GamesTable>) {
  await db.insertInto('games').values(row).execute();
}

export function findGameById(db: Db, id: string) {
  return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The open (not completed/cancelled) game with this code, if any. */
export function findOpenGameByCode(db: Db, code: string) {
  return db
    .selectFrom('games')
    .selectAll()
    .where('code', '=', code)
    .where('status', 'in', ACTIVE_STATUSES)
    .executeTakeFirst();
}

/** A host's game by code: the open one first, else their most recent finished one with that code. */
export function findHostGameByCode(db: Db, hostUserId: string, code: string) {
  return db
    .selectFrom('games')
    .selectAll()
    .where('code', '=', code)
    .where('host_user_id', '=', hostUserId)
    .orderBy((eb) => eb.case().when('status', 'in', ACTIVE_STATUSES).then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export function listHostGames(db: Db, hostUserId: string, statuses: readonly GameRow['status'][]) {
  return db
    .selectFrom('games')
    .selectAll()
    .where('host_user_id', '=', hostUserId)
    .where('status', 'in', statuses)
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
}

export async function updateGame(db: Db, id: string, values: Updateable<GamesTable>) {
  await db
    .updateTable('games')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
