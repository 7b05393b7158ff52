import type { AppContext } from '../../context';
import { findUserById, type UserRow } from '../../db/repositories/users.repo';
import { unauthorized } from '../../errors';

/** The account behind a signed-in host's claims; 401 when it is gone. */
export async function getSignedInUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return user;
}
