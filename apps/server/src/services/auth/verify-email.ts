import { ErrorCode, VERIFY_LINK_INVALID } from '@picture-bingo/shared';
import { hashOpaqueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { findAccountToken, useAccountToken } from '../../db/repositories/account-tokens.repo';
import { findUserById, markEmailVerified } from '../../db/repositories/users.repo';
import { badRequest } from '../../errors';

const invalidLink = () => badRequest(VERIFY_LINK_INVALID, ErrorCode.INVALID_TOKEN);

/**
 * Follows a verification link (signed in or not): the link is used once and the account's address counts as
 * verified from now. Following the same link again once it worked answers the same (a second click, a mail
 * client that opened it first); an unknown or expired link, or one sent to an address the account no longer
 * has, is refused.
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<{ email: string }> {
  const link = await findAccountToken(ctx.db, 'verify', hashOpaqueToken(token));
  if (!link) throw invalidLink();
  const user = await findUserById(ctx.db, link.user_id);
  if (!user || user.email !== link.email) throw invalidLink();
  if (link.used_at !== null) {
    if (user.email_verified_at !== null) return { email: user.email };
    throw invalidLink();
  }
  const at = new Date().toISOString();
  const verified = await ctx.db.transaction().execute(async (trx) => {
    if (!(await useAccountToken(trx, link.id, at))) return false;
    return markEmailVerified(trx, user.id, link.email, at);
  });
  if (!verified) {
    // A concurrent click used it first: fine if that one verified the address.
    const now = await findUserById(ctx.db, user.id);
    if (now?.email_verified_at) return { email: now.email };
    throw invalidLink();
  }
  return { email: user.email };
}
