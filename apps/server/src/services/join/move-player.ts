import type { Db } from '../../db/kysely';
import type { PlayerRow } from '../../db/repositories/players.repo';
import { updatePlayer } from '../../db/repositories/players.repo';
import { insertPlayerMove, retirePlayerRejoinCodes } from '../../db/repositories/rejoin-codes.repo';

/**
 * Moves a player to another device inside the caller's transaction (the game locked): the row's device becomes
 * the new one, so the card, photos and standing carry over; the player's rejoin codes are retired; the move is
 * recorded, so the old device's calls answer MOVED_TO_ANOTHER_DEVICE. The caller publishes the move after commit.
 */
export async function movePlayerToDevice(trx: Db, player: PlayerRow, deviceId: string, now: string) {
  await retirePlayerRejoinCodes(trx, player.id, now);
  if (player.device_id === deviceId) return;
  await updatePlayer(trx, player.id, { device_id: deviceId });
  await insertPlayerMove(trx, {
    game_id: player.game_id,
    player_id: player.id,
    from_device_id: player.device_id,
    to_device_id: deviceId,
    moved_at: now,
  });
}
