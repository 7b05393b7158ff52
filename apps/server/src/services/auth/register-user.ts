import { DEFAULT_LANGUAGE, ErrorCode, type TLanguage, type TRegisterRequest } from '@picture-bingo/shared';
import { hashPassword } from '../../auth/password';
import { GUESSABLE_PASSWORD, isGuessablePassword } from '../../auth/password-policy';
import type { AppContext } from '../../context';
import { findUserByEmail, insertUser } from '../../db/repositories/users.repo';
import { badRequest, conflict } from '../../errors';
import { startSession } from './issue-session';
import { mailAccountLink } from './mail-account-link';

const emailTaken = () => conflict(ErrorCode.EMAIL_TAKEN);

/**
 * Creates a password account and signs it in; a verification link is mailed to the address. The account's
 * language is the signing-up browser's (`browserLanguage`), else English.
 */
export async function registerUser(
  ctx: AppContext,
  input: TRegisterRequest,
  browserLanguage: TLanguage | null,
) {
  if (isGuessablePassword(input.password, input.email)) throw badRequest(GUESSABLE_PASSWORD);
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const language = browserLanguage ?? DEFAULT_LANGUAGE;
  const user = await insertUser(ctx.db, {
    email: input.email,
    passwordHash,
    googleSub: null,
    language,
  }).catch(async (error: unknown) => {
    // Two registrations raced; the unique index decided.
    if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
    throw error;
  });
  mailAccountLink(ctx, user, 'verify');
  return { user, tokens: await startSession(ctx, user.id) };
}
