import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../kysely';
import type { RejectedPhotosTable } from '../schema';

/**
 * Rejected photos kept for their undo time (migration 021). A row stands for files that still exist; whoever
 * deletes the row (the undo, or the expiry that queues the files for deletion) is the only one to act on it.
 */
export type RejectedPhotoRow = Selectable<RejectedPhotosTable>;

/** Keeps a rejected photo for undo (in the rejecting transaction). */
export async function insertRejectedPhoto(db: Db, row: Insertable<RejectedPhotosTable>): Promise<void> {
  await db.insertInto('rejected_photos').values(row).execute();
}

/**
 * Takes back the rejected photo `imageKey` of this cell if its undo time has not passed at `at`: deletes the row
 * and returns it; undefined when there is none (never rejected, expired, or taken already).
 */
export function takeRejectedPhoto(
  db: Db,
  cell: { playerId: string; idx: number; imageKey: string },
  at: string,
): Promise<RejectedPhotoRow | undefined> {
  return db
    .deleteFrom('rejected_photos')
    .where('image_key', '=', cell.imageKey)
    .where('player_id', '=', cell.playerId)
    .where('idx', '=', cell.idx)
    .where('undo_until', '>', at)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Ends the undo time of up to `limit` rejected photos whose time passed at `at`: deletes their rows and returns
 * their media keys (the caller queues them for deletion in the same transaction).
 */
export async function takeExpiredRejectedPhotos(db: Db, at: string, limit: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('rejected_photos')
    .where('undo_until', '<=', at)
    .where('image_key', 'in', (eb) =>
      eb
        .selectFrom('rejected_photos')
        .select('image_key')
        .where('undo_until', '<=', at)
        .orderBy('undo_until')
        .limit(limit),
    )
    .returning(['image_key', 'thumb_key'])
    .execute();
  return rows.flatMap((r) => [r.image_key, r.thumb_key]).filter((k): k is string => k !== null);
}

/** The earliest undo time still running, if any (to wake up then). */
export async function nextRejectedPhotoExpiry(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('rejected_photos')
    .select('undo_until')
    .orderBy('undo_until')
    .limit(1)
    .executeTakeFirst();
  return row?.undo_until;
}
