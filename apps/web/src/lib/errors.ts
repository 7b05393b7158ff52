import { errorCodeOf, errorDetailsOf, errorText } from './error-text';

/**
 * The text a screen shows for a failed action (spec section 8): its code's words (error-text.ts), with the details
 * the answer carried as data (a 429's seconds to wait), or its message.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return errorText(undefined);
  const code = errorCodeOf(error);
  return code ? errorText(code, error.message, errorDetailsOf(error)) : error.message || errorText(undefined);
}
