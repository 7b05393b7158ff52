import { ErrorCode, RESET_LINK_INVALID, type TResetPasswordRequest } from '@picture-bingo/shared';
import { hashPassword } from '../../auth/password';
import { GUESSABLE_PASSWORD, isGuessablePassword } from '../../auth/password-policy';
import { hashOpaqueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import {
  findAccountToken,
  useAccountToken,
  useAllAccountTokens,
} from '../../db/repositories/account-tokens.repo';
import { revokeUserSessions } from '../../db/repositories/refresh-tokens.repo';
import { findUserById, markEmailVerified, setPasswordHash } from '../../db/repositories/users.repo';
import { badRequest } from '../../errors';
import { disconnectSessions } from '../../realtime/publish';
import { startSession } from './issue-session';

const invalidLink = () => badRequest(RESET_LINK_INVALID, ErrorCode.INVALID_TOKEN);

/**
 * Sets a new password with a reset link (the register policy applies), in one transaction: the link is used
 * (once: a second use, or one after expiry, is refused), the other reset links end, the address counts as
 * verified (the link proved the mailbox), and every session of the account ends, sockets included. Then the
 * user is signed in with a new session.
 */
export async function resetPassword(ctx: AppContext, input: TResetPasswordRequest) {
  const link = await findAccountToken(ctx.db, 'reset', hashOpaqueToken(input.token));
  const now = new Date().toISOString();
  if (!link || link.used_at !== null || link.expires_at <= now) throw invalidLink();
  const user = await findUserById(ctx.db, link.user_id);
  // The account's address changed since the link was sent: the link belonged to the old mailbox.
  if (!user || user.email !== link.email) throw invalidLink();
  if (isGuessablePassword(input.password, user.email)) throw badRequest(GUESSABLE_PASSWORD);
  const passwordHash = await hashPassword(input.password);

  const at = new Date().toISOString();
  const ended = await ctx.db.transaction().execute(async (trx) => {
    if (!(await useAccountToken(trx, link.id, at))) return null;
    await useAllAccountTokens(trx, user.id, 'reset', at);
    await setPasswordHash(trx, user.id, passwordHash);
    await markEmailVerified(trx, user.id, link.email, at);
    return revokeUserSessions(trx, user.id, at);
  });
  if (ended === null) throw invalidLink();
  disconnectSessions(ctx, ended);
  const updated = (await findUserById(ctx.db, user.id)) ?? user;
  return { user: updated, tokens: await startSession(ctx, user.id) };
}
