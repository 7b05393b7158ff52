import { ErrorCode, type TLanguage } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { conflict } from '../../errors';
import { getSignedInUser } from './get-signed-in-user';
import { mailAccountLink } from './mail-account-link';

/** Mails the signed-in host a new verification link (earlier links keep working until they expire), in the account's
 * language, else the asking browser's. */
export async function resendVerification(ctx: AppContext, userId: string, browserLanguage: TLanguage | null) {
  const user = await getSignedInUser(ctx, userId);
  if (user.email_verified_at !== null) throw conflict(ErrorCode.EMAIL_ALREADY_VERIFIED);
  mailAccountLink(ctx, user, 'verify', browserLanguage);
  return user;
}
