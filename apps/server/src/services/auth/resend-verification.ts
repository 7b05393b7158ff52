import { EMAIL_ALREADY_VERIFIED } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { conflict } from '../../errors';
import { getSignedInUser } from './get-signed-in-user';
import { mailAccountLink } from './mail-account-link';

/** Mails the signed-in host a new verification link (earlier links keep working until they expire). */
export async function resendVerification(ctx: AppContext, userId: string) {
  const user = await getSignedInUser(ctx, userId);
  if (user.email_verified_at !== null) throw conflict(EMAIL_ALREADY_VERIFIED);
  mailAccountLink(ctx, user, 'verify');
  return user;
}
