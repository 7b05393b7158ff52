import type { TLanguage } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { findUserByEmail } from '../../db/repositories/users.repo';
import { mailAccountLink } from './mail-account-link';

/**
 * "Forgot password?": mails a reset link if an account uses this address, password or Google-only (a Google
 * account may set a password this way: the link proves the mailbox). Whether or not one does, the caller gets
 * the same answer after the same work (one indexed read); storing the link and sending the mail happen after
 * the answer. The mail is in the account's language, else the asking browser's (`browserLanguage`).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  browserLanguage: TLanguage | null,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user) mailAccountLink(ctx, user, 'reset', browserLanguage);
}
