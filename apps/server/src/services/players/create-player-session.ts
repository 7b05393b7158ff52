import type { TPlayerSession } from '@picture-bingo/shared';
import { newOpaqueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { insertPlayerSession } from '../../db/repositories/player-sessions.repo';

/**
 * Signs a device in as a player: a new 256-bit device token, stored hashed. The device is the identity, so
 * the device's earlier tokens keep working (other tabs) until it logs out.
 */
export async function createPlayerSession(
  ctx: AppContext,
  deviceId: string,
  userId: string | null,
): Promise<TPlayerSession> {
  const { token, hash } = newOpaqueToken();
  await insertPlayerSession(ctx.db, { deviceId, tokenHash: hash, userId });
  return { token, player: { deviceId, userId } };
}
