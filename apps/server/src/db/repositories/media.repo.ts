import type { Db } from '../kysely';

/**
 * Media keys (photo and thumbnail) of every removed player's cells: withheld from /media until an undo brings
 * them back or the game's end deletes them. Few rows (removed players only, by a partial index).
 */
export async function listRemovedPlayersMediaKeys(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('players')
    .innerJoin('cells', 'cells.player_id', 'players.id')
    .select(['cells.image_key', 'cells.thumb_key'])
    .where('players.status', '=', 'removed')
    .where((eb) => eb.or([eb('cells.image_key', 'is not', null), eb('cells.thumb_key', 'is not', null)]))
    .execute();
  return rows.flatMap((r) => [r.image_key, r.thumb_key]).filter((k): k is string => k !== null);
}

/** The ids of a game's removed players. */
export async function listRemovedPlayerIds(db: Db, gameId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('game_id', '=', gameId)
    .where('status', '=', 'removed')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Which of `keys` something may still need: named by a cell (photo or thumbnail, a removed player's included,
 * so an undo finds it), by a rejected photo whose rejection can still be undone (rejected_photos), by a game as
 * its logo, or queued in media_deletions (the queue deletes it when it is due).
 */
export async function listKeptMediaKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const kept = new Set<string>();
  // In slices: SQLite allows a bounded number of bound parameters per statement.
  for (let i = 0; i < keys.length; i += 300) {
    const slice = keys.slice(i, i + 300);
    const [images, thumbs, queued, rejected, rejectedThumbs, logos] = await Promise.all([
      db.selectFrom('cells').select('image_key as key').where('image_key', 'in', slice).execute(),
      db.selectFrom('cells').select('thumb_key as key').where('thumb_key', 'in', slice).execute(),
      db.selectFrom('media_deletions').select('key').where('key', 'in', slice).execute(),
      db.selectFrom('rejected_photos').select('image_key as key').where('image_key', 'in', slice).execute(),
      db.selectFrom('rejected_photos').select('thumb_key as key').where('thumb_key', 'in', slice).execute(),
      db.selectFrom('games').select('logo_key as key').where('logo_key', 'in', slice).execute(),
    ]);
    for (const row of [...images, ...thumbs, ...queued, ...rejected, ...rejectedThumbs, ...logos]) {
      if (typeof row.key === 'string') kept.add(row.key);
    }
  }
  return kept;
}
