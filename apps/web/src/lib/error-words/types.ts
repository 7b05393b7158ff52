import type { TErrorCode } from '@picture-bingo/shared';

/** The client's own refusals: no answer from the server, or an answer it could not read (lib/api-client.ts). */
export type TClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/**
 * One language's words for every refusal: each server code's, the client's own, and UNKNOWN for an error whose
 * code the table does not know. A missing or extra code fails the type check.
 */
export type TErrorWords = Record<TErrorCode | TClientErrorCode | 'UNKNOWN', string>;
