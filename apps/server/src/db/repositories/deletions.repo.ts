import { sql } from 'kysely';
import type { Db } from '../kysely';
import { PAST_STATUSES } from './games.repo';

/**
 * Deleting games and accounts, and photo retention (migration 019). Every file whose rows a transaction deletes is
 * written to `media_deletions` in that same transaction; the caller deletes the files after the commit and then
 * the queue rows, and the sweep (services/retention) finishes whatever a crash or a failed delete left behind.
 */

/** Media keys (photo and thumbnail) of the cells of these games' players, removed players included. */
export async function listGamesMediaKeys(db: Db, gameIds: readonly string[]): Promise<string[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .selectFrom('cells')
    .innerJoin('players', 'players.id', 'cells.player_id')
    .select(['cells.image_key', 'cells.thumb_key'])
    .where('players.game_id', 'in', gameIds)
    .where((eb) => eb.or([eb('cells.image_key', 'is not', null), eb('cells.thumb_key', 'is not', null)]))
    .execute();
  return rows.flatMap((r) => [r.image_key, r.thumb_key]).filter((k): k is string => k !== null);
}

/** The logos of these games (the event's look): deleted with their game, never with its photos. */
export async function listGamesLogoKeys(db: Db, gameIds: readonly string[]): Promise<string[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .selectFrom('games')
    .select('logo_key')
    .where('id', 'in', gameIds)
    .where('logo_key', 'is not', null)
    .execute();
  return rows.map((r) => r.logo_key).filter((k): k is string => typeof k === 'string');
}

/** Queues files for deletion (in the transaction that deletes their rows). A key queued twice is one row. */
export async function enqueueMediaDeletions(db: Db, keys: readonly string[], at: string): Promise<void> {
  // In slices: SQLite allows a bounded number of bound parameters per statement.
  for (let i = 0; i < keys.length; i += 400) {
    const slice = keys.slice(i, i + 400);
    await db
      .insertInto('media_deletions')
      .values(slice.map((key) => ({ key, created_at: at })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}

/** Keys queued at or before `before`, oldest first. */
export async function listQueuedMediaDeletions(db: Db, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('media_deletions')
    .select('key')
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.key);
}

/** Forgets keys whose files are gone. */
export async function dequeueMediaDeletions(db: Db, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 400) {
    await db
      .deleteFrom('media_deletions')
      .where('key', 'in', keys.slice(i, i + 400))
      .execute();
  }
}

/** Deletes a game row; its players, cells, rejoin codes and moves go with it (ON DELETE CASCADE). */
export async function deleteGameRow(db: Db, gameId: string): Promise<void> {
  await db.deleteFrom('games').where('id', '=', gameId).execute();
}

/** Every game of a host, any status. */
export async function listHostGameIds(db: Db, hostUserId: string): Promise<string[]> {
  const rows = await db.selectFrom('games').select('id').where('host_user_id', '=', hostUserId).execute();
  return rows.map((r) => r.id);
}

/** Completed or cancelled games that ended at or before `endedBefore` and whose photos are not deleted yet. */
export async function listGamesPastRetention(db: Db, endedBefore: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('photos_deleted_at', 'is', null)
    .where('completed_at', 'is not', null)
    .where('completed_at', '<=', endedBefore)
    .where('status', 'in', PAST_STATUSES)
    .orderBy('completed_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims a game for the retention job: marks its photos deleted if nobody has yet (a conditional update, so of two
 * concurrent runs only one wins even without the lock). True when this call claimed it.
 */
export async function claimRetention(db: Db, gameId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set({ photos_deleted_at: at })
    .where('id', '=', gameId)
    .where('photos_deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the photos out of every cell of a game (removed players too) and returns their keys. Cells keep their
 * rows and their marks (the results still count what each player found); only the image keys go.
 */
export async function stripGamePhotos(db: Db, gameId: string, at: string): Promise<string[]> {
  const keys = await listGamesMediaKeys(db, [gameId]);
  if (keys.length === 0) return [];
  await db
    .updateTable('cells')
    .set({ image_key: null, thumb_key: null, updated_at: at })
    .where('player_id', 'in', (eb) => eb.selectFrom('players').select('id').where('game_id', '=', gameId))
    .where((eb) => eb.or([eb('image_key', 'is not', null), eb('thumb_key', 'is not', null)]))
    .execute();
  return keys;
}

/**
 * Removed players of settled (completed or cancelled) games who still hold photos: kept while the game ran so the
 * host could undo the removal, deleted by the sweep now.
 */
export async function listRemovedPlayersWithPhotos(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('players')
    .innerJoin('games', 'games.id', 'players.game_id')
    .select('players.id')
    .where('players.status', '=', 'removed')
    .where('games.status', 'in', PAST_STATUSES)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('cells')
          .select(sql.lit(1).as('one'))
          .whereRef('cells.player_id', '=', 'players.id')
          .where('cells.image_key', 'is not', null),
      ),
    )
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Anonymises a user's payments: the accounting record stays, the user reference goes. */
export async function detachUserPayments(db: Db, userId: string): Promise<number> {
  const result = await db
    .updateTable('payments')
    .set({ user_id: null })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the user row; refresh tokens go with it (cascade), player sessions and players lose the reference. */
export async function deleteUserRow(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
