import { DEFAULT_LANGUAGE, ErrorCode, GOOGLE_LOGIN_FAILED, type TLanguage } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { revokeUserSessions } from '../../db/repositories/refresh-tokens.repo';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  linkGoogleAccount,
  type UserRow,
} from '../../db/repositories/users.repo';
import { unauthorized, notFound, conflict } from '../../errors';
import { disconnectSessions } from '../../realtime/publish';
import { startSession } from './issue-session';

const linkedElsewhere = () => conflict(ErrorCode.EMAIL_LINKED_ELSEWHERE);

/**
 * Signs in (or up) with a Google access token. Users are keyed by Google's `sub`. A new account's language is the
 * signing-up browser's (`browserLanguage`), else English.
 */
export async function loginWithGoogle(
  ctx: AppContext,
  accessToken: string,
  browserLanguage: TLanguage | null = null,
) {
  // A 4xx: anyone may call this route, and a 5xx would write an error-level log line for every call.
  if (!ctx.google) {
    throw notFound('Google sign-in is not set up on this server', ErrorCode.GOOGLE_NOT_CONFIGURED);
  }
  const identity = await ctx.google(accessToken);
  if (!identity) throw unauthorized(GOOGLE_LOGIN_FAILED, ErrorCode.INVALID_TOKEN);

  let user = await findUserByGoogleSub(ctx.db, identity.sub);
  if (!user) {
    const byEmail = await findUserByEmail(ctx.db, identity.email);
    if (byEmail && !byEmail.google_sub) {
      user = await linkGoogle(ctx, byEmail, identity.sub);
    } else if (byEmail) {
      throw linkedElsewhere();
    } else {
      user = await insertUser(ctx.db, {
        email: identity.email,
        passwordHash: null,
        googleSub: identity.sub,
        emailVerifiedAt: new Date().toISOString(),
        language: browserLanguage ?? DEFAULT_LANGUAGE,
      });
    }
  }
  return { user, tokens: await startSession(ctx, user.id) };
}

/**
 * Links Google to the existing account with its (now verified) address. Registration does not verify e-mail,
 * so if the address never was, whoever registered it may have been someone else (a pre-account takeover):
 * their password is dropped and every session of the account ends, sockets included. A verified account
 * keeps its password and sessions.
 */
async function linkGoogle(ctx: AppContext, user: UserRow, sub: string): Promise<UserRow> {
  const now = new Date().toISOString();
  const unverified = user.email_verified_at === null;
  const ended = await ctx.db.transaction().execute(async (trx) => {
    if (!(await linkGoogleAccount(trx, user, sub, now))) return null;
    return unverified ? revokeUserSessions(trx, user.id, now) : [];
  });
  if (ended === null) {
    // Another sign-in linked it a moment ago: the same Google account is fine, another is not.
    const linked = await findUserByGoogleSub(ctx.db, sub);
    if (linked) return linked;
    throw linkedElsewhere();
  }
  disconnectSessions(ctx, ended);
  return {
    ...user,
    google_sub: sub,
    email_verified_at: user.email_verified_at ?? now,
    password_hash: unverified ? null : user.password_hash,
  };
}
