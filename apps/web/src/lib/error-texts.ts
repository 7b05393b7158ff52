import { ERRORS, isErrorCode, type TErrorCode } from '@picture-bingo/shared';

/**
 * The words a person sees for each refusal, by its code: English, from the shared table (ERRORS); another language is
 * another such map. Codes whose message carries details (a field, a prize) are left out: the server's words are shown
 * for those. A chunk of its own, loaded with the first error to show (error-text.ts), never in a page's first download.
 */
const TEXTS: Partial<Record<TErrorCode, string>> = Object.fromEntries(
  Object.entries(ERRORS)
    .filter(([, entry]) => !entry.detailed)
    .map(([code, entry]) => [code, entry.message]),
);

/** A refusal's text: its code's words, else the server's message, else the table's default. */
export function wordsFor(code: string | null | undefined, message?: string | null): string {
  const known = isErrorCode(code) ? code : undefined;
  return (
    (known && TEXTS[known]) || message || (known ? ERRORS[known].message : '') || 'An unknown error occurred'
  );
}
