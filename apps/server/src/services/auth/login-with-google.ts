import { ErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  linkGoogleSub,
} from '../../db/repositories/users.repo';
import { AppError } from '../../errors';
import { startSession } from './issue-session';

/** Signs in (or up) with a Google access token. Users are keyed by Google's `sub`. */
export async function loginWithGoogle(ctx: AppContext, accessToken: string) {
  if (!ctx.google) {
    throw new AppError(ErrorCode.GOOGLE_NOT_CONFIGURED, 501, 'Google sign-in is not set up on this server');
  }
  const identity = await ctx.google(accessToken);
  if (!identity) throw new AppError(ErrorCode.INVALID_TOKEN, 401, 'Google login failed');

  let user = await findUserByGoogleSub(ctx.db, identity.sub);
  if (!user) {
    // Google vouches for the e-mail (verified), so an existing password account with it is linked.
    const byEmail = await findUserByEmail(ctx.db, identity.email);
    if (byEmail && !byEmail.google_sub) {
      await linkGoogleSub(ctx.db, byEmail.id, identity.sub);
      user = { ...byEmail, google_sub: identity.sub };
    } else if (byEmail) {
      throw new AppError(ErrorCode.CONFLICT, 409, 'This email is linked to another Google account');
    } else {
      user = await insertUser(ctx.db, { email: identity.email, passwordHash: null, googleSub: identity.sub });
    }
  }
  return { user, tokens: await startSession(ctx, user.id) };
}
