import type { Db } from '../../db/kysely';
import { clearPhotos } from '../../db/repositories/cells.repo';
import { enqueueMediaDeletions } from '../../db/repositories/deletions.repo';
import { listRemovedPlayerIds } from '../../db/repositories/media.repo';

/**
 * In the transaction that settles a game: takes the photos out of its removed players' cells (kept until now so
 * an undo could bring them back) and queues their files in media_deletions, so a crash after the commit loses
 * nothing. Returns the keys; the caller deletes the files after the commit (finishMediaDeletions).
 */
export async function queueRemovedPlayersPhotos(trx: Db, gameId: string, at: string): Promise<string[]> {
  const keys: string[] = [];
  for (const playerId of await listRemovedPlayerIds(trx, gameId)) {
    keys.push(...(await clearPhotos(trx, { playerId })));
  }
  await enqueueMediaDeletions(trx, keys, at);
  return keys;
}
