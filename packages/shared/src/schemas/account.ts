import { z } from '../zod-config';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { ZLanguage } from '../language-tags';

/**
 * Deleting an account asks the owner again: the account's password, or for an account without one a fresh
 * Google sign-in (its access token, checked by the same Google verification as signing in).
 */
export const ZDeleteAccountRequest = z.object({
  password: z.optional(
    z
      .string({ error: 'Password is required' })
      .check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX_LENGTH, 'Wrong password')),
  ),
  googleToken: z.optional(
    z
      .string({ error: 'token is required' })
      .check(z.minLength(1, 'token is required'), z.maxLength(4096, 'token is too long')),
  ),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const ACCOUNT_WRONG_PASSWORD = 'Wrong password. Your account was not deleted.';
export const ACCOUNT_GOOGLE_MISMATCH =
  'That Google account is not the one linked to this account. Your account was not deleted.';
export const ACCOUNT_CONFIRM_REQUIRED = 'Enter your password to delete your account';
export const ACCOUNT_GOOGLE_REQUIRED = 'Sign in with Google again to delete your account';

/** PATCH /account: what a host may change of their account (each field optional; absent ones stay). */
export const ZAccountUpdate = z.strictObject({
  /** The language of the account's mails (a LANGUAGES tag). */
  language: z.optional(ZLanguage),
});
export type TAccountUpdate = z.infer<typeof ZAccountUpdate>;
