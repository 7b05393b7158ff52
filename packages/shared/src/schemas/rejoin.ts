import { z } from '../zod-config';

/**
 * Rejoin codes: the host reads one out so a player whose phone died continues on another device. Six characters
 * from an alphabet without look-alikes (no O/0, I/1/L), single-use, short-lived, one live code per player.
 */
export const REJOIN_CODE_LENGTH = 6;
export const REJOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REJOIN_CODE_TTL_MINUTES = 10;

/** What people type, as codes are compared: upper case, spaces and dashes dropped. */
export function normalizeRejoinCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

const REJOIN_CODE_PATTERN = new RegExp(`^[${REJOIN_CODE_ALPHABET}]{${REJOIN_CODE_LENGTH}}$`);

/** A wrong, used or expired code, or one of another game: one answer for all, so codes cannot be probed. */
export const REJOIN_CODE_INVALID = 'That rejoin code is wrong, used or expired. Ask the host for a new one.';

/**
 * POST /game/:code/rejoin body. A code that cannot be one (wrong length, a character outside the alphabet once
 * look-alikes are read) gets the same answer as a wrong one.
 */
export const ZRejoinRequest = z.object({
  rejoinCode: z.pipe(
    z.string({ error: 'Rejoin code is required' }).check(z.maxLength(40, REJOIN_CODE_INVALID)),
    z.transform((value) => normalizeRejoinCode(value)),
  ),
});
export type TRejoinRequest = z.input<typeof ZRejoinRequest>;

/** Whether a normalised code has the shape of a rejoin code at all. */
export const isRejoinCodeShape = (code: string) => REJOIN_CODE_PATTERN.test(code);

/** Answer of POST /game/:code/players/:playerId/rejoin-code (the host): the code to read out, once. */
export const ZRejoinCode = z.object({
  playerId: z.string(),
  code: z.string(),
  expiresAt: z.string(),
});
export type TRejoinCode = z.infer<typeof ZRejoinCode>;
