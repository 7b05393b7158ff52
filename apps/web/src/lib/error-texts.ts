import { ERRORS, isErrorCode, type TErrorCode } from '@picture-bingo/shared';

const UNKNOWN = 'An unknown error occurred';

/**
 * The words a person sees for each refusal, by its code: English, from the shared table (ERRORS); each other
 * language is its own catalogue (apps/web/messages/errors/{locale}.json). Codes whose message carries details (a
 * field, a prize) are left out: the server's words are shown for those. A chunk of its own, loaded with the first
 * error to show (error-text.ts), never in a page's first download.
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

/**
 * The client's own refusals (no answer, an answer it could not read) and an error of no code it knows, in English:
 * with the server's table (ERRORS), the English of the refusals' catalogue (apps/web/build/messages.ts writes
 * messages/errors/en.json from them), which every other language translates. English itself shows the caller's own
 * words for the first two.
 */
export const CLIENT_WORDS = {
  NETWORK_ERROR: 'Could not reach the server. Check your connection and try again.',
  INVALID_RESPONSE: "The server's answer could not be read. Please try again.",
  UNKNOWN,
};

/**
 * English's words for a 429 with its seconds to wait (the server's own wording), in the catalogues' format: `shown`
 * is the number in the language's digits, `count` the number itself, whose plural form a language may read.
 */
export const RATE_LIMITED_WAIT = [
  {
    declarations: ['input count', 'input shown', 'local countPlural = count: plural'],
    selectors: ['countPlural'],
    match: { 'countPlural=*': 'Too many attempts. Try again in {shown} seconds.' },
  },
];
