import type { Db } from '../kysely';
import { decodeGame } from './games.repo';

/** The game whose results link carries this token, whether or not it is shared now (the caller checks). */
export async function findGameByShareToken(db: Db, token: string) {
  const row = await db.selectFrom('games').selectAll().where('share_token', '=', token).executeTakeFirst();
  return row && decodeGame(row);
}

/**
 * Turns a game's results sharing on or off. The link's token is set only if the game has none yet (`token` is a
 * fresh one the caller made), so the first link made stays the link.
 */
export async function setResultsSharing(db: Db, gameId: string, shared: boolean, token: string) {
  await db
    .updateTable('games')
    .set((eb) => ({
      results_shared: shared ? 1 : 0,
      share_token: eb.fn.coalesce('share_token', eb.val(token)),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', gameId)
    .execute();
}
