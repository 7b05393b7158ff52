import type { AppContext } from '../../context';
import type { UserRow } from '../../db/repositories/users.repo';
import { helpsOnly } from '../../db/repositories/staff.repo';
import { getSignedInUser } from './get-signed-in-user';

/** The signed-in account, and whether it only helps run other hosts' games (GET /auth/me); 401 when it is gone. */
export async function getAccountView(
  ctx: AppContext,
  userId: string,
): Promise<{ user: UserRow; helpsOnly: boolean }> {
  const [user, helper] = await Promise.all([getSignedInUser(ctx, userId), helpsOnly(ctx.db, userId)]);
  return { user, helpsOnly: helper };
}
