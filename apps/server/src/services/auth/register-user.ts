import { ErrorCode, type TRegisterRequest } from '@picture-bingo/shared';
import { hashPassword } from '../../auth/password';
import { GUESSABLE_PASSWORD, isGuessablePassword } from '../../auth/password-policy';
import type { AppContext } from '../../context';
import { findUserByEmail, insertUser } from '../../db/repositories/users.repo';
import { badRequest, conflict } from '../../errors';
import { startSession } from './issue-session';
import { mailAccountLink } from './mail-account-link';

const emailTaken = () =>
  conflict('An account with this email already exists. Try logging in.', ErrorCode.EMAIL_TAKEN);

/** Creates a password account and signs it in; a verification link is mailed to the address. */
export async function registerUser(ctx: AppContext, input: TRegisterRequest) {
  if (isGuessablePassword(input.password, input.email)) throw badRequest(GUESSABLE_PASSWORD);
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(ctx.db, { email: input.email, passwordHash, googleSub: null }).catch(
    async (error: unknown) => {
      // Two registrations raced; the unique index decided.
      if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
      throw error;
    },
  );
  mailAccountLink(ctx, user, 'verify');
  return { user, tokens: await startSession(ctx, user.id) };
}
