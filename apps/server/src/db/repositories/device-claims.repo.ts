import type { Db } from '../kysely';
import type { DeviceClaimsTable } from '../schema';

export type DeviceClaimRow = DeviceClaimsTable;
/** A claim with the name of the player it asks for. */
export type DeviceClaimWithName = DeviceClaimRow & { player_name: string };

export async function insertDeviceClaim(db: Db, row: DeviceClaimRow) {
  await db.insertInto('device_claims').values(row).execute();
}

const withName = (db: Db) =>
  db
    .selectFrom('device_claims')
    .innerJoin('players', 'players.id', 'device_claims.player_id')
    .selectAll('device_claims')
    .select('players.name as player_name');

/** One claim of this game, decided or not. */
export function findDeviceClaim(db: Db, gameId: string, claimId: string) {
  return withName(db)
    .where('device_claims.game_id', '=', gameId)
    .where('device_claims.id', '=', claimId)
    .executeTakeFirst();
}

/** The device's claim in this game still waiting for a decision and not past its time, if any. */
export function findWaitingClaimOfDevice(db: Db, gameId: string, deviceId: string, now: string) {
  return db
    .selectFrom('device_claims')
    .select('id')
    .where('game_id', '=', gameId)
    .where('device_id', '=', deviceId)
    .where('decision', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The game's claims waiting for a decision and not past their time, oldest first. */
export function listWaitingClaims(db: Db, gameId: string, now: string) {
  return withName(db)
    .where('device_claims.game_id', '=', gameId)
    .where('device_claims.decision', 'is', null)
    .where('device_claims.expires_at', '>', now)
    .where('players.status', '<>', 'removed')
    .orderBy('device_claims.created_at')
    .orderBy('device_claims.id')
    .execute();
}

/** Records a decision unless someone decided first: true for the one caller that did. */
export async function decideDeviceClaim(
  db: Db,
  claimId: string,
  decision: 'approved' | 'declined',
  at: string,
  by: string,
): Promise<boolean> {
  const result = await db
    .updateTable('device_claims')
    .set({ decision, decided_at: at, decided_by: by })
    .where('id', '=', claimId)
    .where('decision', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Declines every other waiting claim for the player (one of them was approved: the rest are answered). */
export function declineOtherClaims(db: Db, playerId: string, exceptId: string, at: string, by: string) {
  return db
    .updateTable('device_claims')
    .set({ decision: 'declined', decided_at: at, decided_by: by })
    .where('player_id', '=', playerId)
    .where('id', '<>', exceptId)
    .where('decision', 'is', null)
    .returningAll()
    .execute();
}
