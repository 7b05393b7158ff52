import { ERRORS, isErrorCode, type TErrorCode } from '@picture-bingo/shared';

/**
 * The words a person sees for each refusal, by its code: the one place a screen takes them from. English, from the
 * shared table (ERRORS); another language is another such map. Codes whose message carries details (a field, a
 * prize) are left out: the server's words are shown for those.
 */
const TEXTS: Partial<Record<TErrorCode, string>> = Object.fromEntries(
  Object.entries(ERRORS)
    .filter(([, entry]) => !entry.detailed)
    .map(([code, entry]) => [code, entry.message]),
);

/** The code an error carries: an API answer's `code`, or a refused socket handshake's `data.code`. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, data } = error as { code?: unknown; data?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** The text shown for a refusal: its code's words, else the server's message, else the table's default. */
export function errorText(code: string | null | undefined, message?: string | null): string {
  const known = isErrorCode(code) ? code : undefined;
  return (
    (known && TEXTS[known]) || message || (known ? ERRORS[known].message : '') || 'An unknown error occurred'
  );
}
