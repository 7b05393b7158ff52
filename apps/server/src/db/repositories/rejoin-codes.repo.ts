import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../kysely';
import type { PlayerMovesTable, RejoinCodesTable } from '../schema';

export type RejoinCodeRow = RejoinCodesTable;

/** How a rejoin code is stored: bound to its game, so a code read out in one game means nothing in another. */
export const rejoinCodeHash = (gameId: string, code: string) =>
  createHash('sha256').update(`${gameId}:${code}`).digest('base64url');

/** Retires every code of the player that could still be used (a newer one replaces it; a move uses it up). */
export async function retirePlayerRejoinCodes(db: Db, playerId: string, at: string) {
  await db
    .updateTable('rejoin_codes')
    .set({ used_at: at })
    .where('player_id', '=', playerId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertRejoinCode(db: Db, row: RejoinCodeRow) {
  await db.insertInto('rejoin_codes').values(row).execute();
}

/** The code with this hash in this game, used or not. */
export function findRejoinCode(db: Db, gameId: string, codeHash: string) {
  return db
    .selectFrom('rejoin_codes')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}

/** Uses the code up unless someone already did: true for the one caller that did. */
export async function useRejoinCode(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('rejoin_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPlayerMove(db: Db, values: Omit<PlayerMovesTable, 'id'>) {
  await db
    .insertInto('player_moves')
    .values({ id: randomUUID(), ...values })
    .execute();
}

/** Whether a player of this game moved away from this device. */
export async function movedAwayFrom(db: Db, gameId: string, deviceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('player_moves')
    .select('id')
    .where('game_id', '=', gameId)
    .where('from_device_id', '=', deviceId)
    .executeTakeFirst();
  return row !== undefined;
}
