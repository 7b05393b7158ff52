import type { TErrorCode } from '@picture-bingo/shared';

/** The client's own refusals: no answer from the server, or an answer it could not read (lib/api-client.ts). */
export type TClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/**
 * One language's words for every refusal: each server code's, the client's own, and UNKNOWN for an error whose
 * code the table does not know. A missing or extra code fails the type check.
 */
export type TErrorWords = Record<TErrorCode | TClientErrorCode | 'UNKNOWN', string>;

/**
 * What a refusal says beyond its code, read from the answer's data (never from the server's English words): the
 * seconds to wait before trying again (a 429's Retry-After).
 */
export interface TErrorDetails {
  retryAfter?: number;
}

/**
 * One language's words for the refusals whose details it says, each a function of them: `shown` is the number in
 * the language's digits, `count` the number itself (for its plural).
 */
export interface TErrorDetailWords {
  /** "Too many attempts. Try again in N seconds." */
  RATE_LIMITED: (count: number, shown: string) => string;
}
