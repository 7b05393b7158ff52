import type { Db } from '../kysely';

interface HeartKey {
  imageKey: string;
  gameId: string;
  playerId: string;
}

/** Records a player's heart on a photo; a second one of the same player counts nothing. */
export async function giveHeart(db: Db, heart: HeartKey & { at: string }) {
  await db
    .insertInto('photo_hearts')
    .values({
      image_key: heart.imageKey,
      game_id: heart.gameId,
      player_id: heart.playerId,
      created_at: heart.at,
    })
    .onConflict((oc) => oc.columns(['image_key', 'player_id']).doNothing())
    .execute();
}

export async function takeBackHeart(db: Db, heart: HeartKey) {
  await db
    .deleteFrom('photo_hearts')
    .where('image_key', '=', heart.imageKey)
    .where('player_id', '=', heart.playerId)
    .execute();
}

export async function countPhotoHearts(db: Db, imageKey: string): Promise<number> {
  const row = await db
    .selectFrom('photo_hearts')
    .select((eb) => eb.fn.countAll<number | string>().as('hearts'))
    .where('image_key', '=', imageKey)
    .executeTakeFirst();
  return Number(row?.hearts ?? 0);
}

/**
 * Every photo of the game that counts on its card now (marked, not held, its player not removed) with hearts:
 * its cell, its count and when its last heart came (the crowd favourite's tie-break: who got there first).
 */
export async function listShownPhotoHearts(db: Db, gameId: string) {
  const rows = await db
    .selectFrom('photo_hearts')
    .innerJoin('cells', 'cells.image_key', 'photo_hearts.image_key')
    .innerJoin('players', 'players.id', 'cells.player_id')
    .select([
      'cells.player_id',
      'cells.idx',
      'cells.value',
      'cells.thumb_key',
      'players.name as player_name',
      (eb) => eb.fn.countAll<number | string>().as('hearts'),
      (eb) => eb.fn.max('photo_hearts.created_at').as('last_at'),
    ])
    .where('photo_hearts.game_id', '=', gameId)
    .where('players.game_id', '=', gameId)
    .where('players.status', '<>', 'removed')
    .where('cells.is_marked', '=', 1)
    .where('cells.hold', 'is', null)
    .groupBy(['cells.player_id', 'cells.idx', 'cells.value', 'cells.thumb_key', 'players.name'])
    .execute();
  return rows.map((row) => ({ ...row, hearts: Number(row.hearts) }));
}

/** The cells whose photo this player gave a heart (and that still hold that photo). */
export function listHeartsGivenBy(db: Db, playerId: string) {
  return db
    .selectFrom('photo_hearts')
    .innerJoin('cells', 'cells.image_key', 'photo_hearts.image_key')
    .select(['cells.player_id', 'cells.idx'])
    .where('photo_hearts.player_id', '=', playerId)
    .execute();
}
