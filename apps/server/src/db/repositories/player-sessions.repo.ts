import { randomUUID } from 'node:crypto';
import type { Db } from '../kysely';
import { prepared } from '../prepared';
import type { PlayerSessionsTable } from '../schema';

export type PlayerSessionRow = PlayerSessionsTable;

export async function insertPlayerSession(
  db: Db,
  values: { deviceId: string; tokenHash: string; userId: string | null },
): Promise<PlayerSessionRow> {
  const row: PlayerSessionRow = {
    id: randomUUID(),
    device_id: values.deviceId,
    token_hash: values.tokenHash,
    user_id: values.userId,
    created_at: new Date().toISOString(),
    revoked_at: null,
  };
  await db.insertInto('player_sessions').values(row).execute();
  return row;
}

/** The live (not logged-out) session with this token hash, if any. */
export function findActivePlayerSession(db: Db, tokenHash: string) {
  return activeSessionQuery.first(db, tokenHash);
}
const activeSessionQuery = prepared((db, tokenHash: string) =>
  db
    .selectFrom('player_sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null),
);

/**
 * The players of the devices behind live sessions of these tokens, among these players' ids, in one read: each row
 * with the token hash it was found by (a pair that does not match, a session ended or a player moved to another
 * device, has no row).
 */
export function findPlayersOfLiveSessions(
  db: Db,
  tokenHashes: readonly string[],
  playerIds: readonly string[],
) {
  return db
    .selectFrom('players')
    .innerJoin('player_sessions', 'player_sessions.device_id', 'players.device_id')
    .selectAll('players')
    .select('player_sessions.token_hash as session_token_hash')
    .where('player_sessions.token_hash', 'in', tokenHashes)
    .where('player_sessions.revoked_at', 'is', null)
    .where('players.id', 'in', playerIds)
    .execute();
}

/** Ends every session of a device (player logout); returns the token hashes of the sessions it ended. */
export async function revokeDeviceSessions(db: Db, deviceId: string, at: string): Promise<string[]> {
  await db
    .updateTable('player_sessions')
    .set({ revoked_at: at })
    .where('device_id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .execute();
  const rows = await db
    .selectFrom('player_sessions')
    .select('token_hash')
    .where('device_id', '=', deviceId)
    .where('revoked_at', '=', at)
    .execute();
  return rows.map((r) => r.token_hash);
}
