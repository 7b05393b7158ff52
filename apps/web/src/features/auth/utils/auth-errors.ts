import { GOOGLE_LOGIN_FAILED } from '@picture-bingo/shared';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';

/** Google's sign-in gave no token (no client id, the script blocked, the popup closed): no server answer to show. */
export class GoogleLoginError extends Error {
  constructor() {
    super(GOOGLE_LOGIN_FAILED);
    this.name = 'GoogleLoginError';
  }
}

/** The text an account screen shows for a failed sign-in or request, in the shown language. */
export function authErrorText(error: unknown): string {
  return error instanceof GoogleLoginError ? m.account_google_failed() : errorMessage(error);
}
