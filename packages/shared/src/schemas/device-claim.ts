import { z } from '../zod-config';
import { ZPlayerName } from './player';

/**
 * Device claims ("Is this you on a new phone?"): a guest on a new device whose name is already in the game asks
 * to continue as that player; the host or a co-host approves with one tap. Until then nothing changes for the
 * player's current device. A claim lives CLAIM_TTL_MINUTES; a device has one waiting claim per game.
 */
export const CLAIM_TTL_MINUTES = 10;
/** How often the asking device looks for the host's answer while it waits. */
export const CLAIM_POLL_MS = 2000;

/** POST /game/:code/claims body: the name in the game this device says is theirs. */
export const ZDeviceClaimRequest = z.object({ name: ZPlayerName });
export type TDeviceClaimRequest = z.input<typeof ZDeviceClaimRequest>;

export const ZDeviceClaimStatus = z.enum(['pending', 'approved', 'declined', 'expired']);
export type TDeviceClaimStatus = z.infer<typeof ZDeviceClaimStatus>;

/** A claim as the asking device and the host see it; `expired` is read off `expiresAt` by the server's clock. */
export const ZDeviceClaim = z.object({
  id: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  status: ZDeviceClaimStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TDeviceClaim = z.infer<typeof ZDeviceClaim>;

/** GET /game/:code/claims (host, co-host): the claims waiting for a decision, oldest first. */
export const ZDeviceClaims = z.object({ claims: z.array(ZDeviceClaim) });
export type TDeviceClaims = z.infer<typeof ZDeviceClaims>;
