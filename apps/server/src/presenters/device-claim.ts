import type { TDeviceClaim } from '@picture-bingo/shared';
import type { DeviceClaimWithName } from '../db/repositories/device-claims.repo';

/** A claim as the asking device and the staff see it: waiting past its time reads `expired`. */
export function presentDeviceClaim(claim: DeviceClaimWithName, now = new Date().toISOString()): TDeviceClaim {
  return {
    id: claim.id,
    playerId: claim.player_id,
    playerName: claim.player_name,
    status: claim.decision ?? (claim.expires_at <= now ? 'expired' : 'pending'),
    createdAt: claim.created_at,
    expiresAt: claim.expires_at,
  };
}
