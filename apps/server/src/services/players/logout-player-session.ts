import type { AppContext } from '../../context';
import { revokeDeviceSessions } from '../../db/repositories/player-sessions.repo';
import { disconnectDeviceTokens } from '../../realtime/publish';

/**
 * Ends every session of the device: its tokens stop working at once and their open sockets are dropped. Its
 * players stay in their games.
 */
export async function logoutPlayerSession(ctx: AppContext, deviceId: string): Promise<void> {
  const ended = await revokeDeviceSessions(ctx.db, deviceId, new Date().toISOString());
  disconnectDeviceTokens(ctx, ended);
}
