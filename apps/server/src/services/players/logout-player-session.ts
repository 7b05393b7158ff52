import type { AppContext } from '../../context';
import { revokeDeviceSessions } from '../../db/repositories/player-sessions.repo';

/** Ends every session of the device: its tokens stop working at once. Its players stay in their games. */
export async function logoutPlayerSession(ctx: AppContext, deviceId: string): Promise<void> {
  await revokeDeviceSessions(ctx.db, deviceId, new Date().toISOString());
}
