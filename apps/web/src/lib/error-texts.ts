import { ERRORS, isErrorCode, type TErrorCode } from '@picture-bingo/shared';
import type { TErrorDetailWords, TErrorWords } from './error-words/types';

const UNKNOWN = 'An unknown error occurred';

/**
 * The words a person sees for each refusal, by its code: English, from the shared table (ERRORS); each other
 * language is a table of its own (error-words/{locale}.ts). Codes whose message carries details (a field, a prize)
 * are left out: the server's words are shown for those. A chunk of its own, loaded with the first error to show
 * (error-text.ts), never in a page's first download.
 */
const TEXTS: Partial<Record<TErrorCode, string>> = Object.fromEntries(
  Object.entries(ERRORS)
    .filter(([, entry]) => !entry.detailed)
    .map(([code, entry]) => [code, entry.message]),
);

/** A refusal's text: its code's words, else the server's message, else the table's default. */
export function wordsFor(code: string | null | undefined, message?: string | null): string {
  const known = isErrorCode(code) ? code : undefined;
  return (known && TEXTS[known]) || message || (known ? ERRORS[known].message : '') || UNKNOWN;
}

/** Every code's English words, the detailed codes' defaults included: what the pseudo-locale's table is made of. */
export const englishWords = (): TErrorWords => ({
  ...(Object.fromEntries(Object.entries(ERRORS).map(([code, entry]) => [code, entry.message])) as Record<
    TErrorCode,
    string
  >),
  NETWORK_ERROR: 'Could not reach the server. Check your connection and try again.',
  INVALID_RESPONSE: "The server's answer could not be read. Please try again.",
  UNKNOWN,
});

/**
 * English's words for a detailed code with its details: the server's own wording (English shows the server's
 * message itself); what the pseudo-locale's words with details are made of.
 */
export const englishDetailWords = (): TErrorDetailWords => ({
  RATE_LIMITED: (_count, shown) => `Too many attempts. Try again in ${shown} seconds.`,
});
