import type { TAccountUpdate } from '@picture-bingo/shared/account';
import type { AppContext } from '../../context';
import { setUserLanguage } from '../../db/repositories/users.repo';
import { getSignedInUser } from '../auth/get-signed-in-user';

/** Saves the settings the host sent (only those present) and returns the account as it now is. */
export async function updateAccount(ctx: AppContext, userId: string, update: TAccountUpdate) {
  const user = await getSignedInUser(ctx, userId);
  if (update.language === undefined || update.language === user.language) return user;
  await setUserLanguage(ctx.db, userId, update.language);
  return { ...user, language: update.language };
}
