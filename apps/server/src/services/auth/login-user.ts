import { ErrorCode, type TLoginRequest } from '@picture-bingo/shared';
import { verifyPassword } from '../../auth/password';
import type { AppContext } from '../../context';
import { findUserByEmail } from '../../db/repositories/users.repo';
import { unauthorized } from '../../errors';
import { startSession } from './issue-session';

export async function loginUser(ctx: AppContext, input: TLoginRequest) {
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  // One answer for an unknown e-mail and a wrong password.
  if (!user || !ok) throw unauthorized('Invalid email or password', ErrorCode.INVALID_CREDENTIALS);
  return { user, tokens: await startSession(ctx, user.id) };
}
