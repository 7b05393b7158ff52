import { ErrorCode, GOOGLE_LOGIN_FAILED } from '@picture-bingo/shared';
import {
  ACCOUNT_CONFIRM_REQUIRED,
  ACCOUNT_GOOGLE_MISMATCH,
  ACCOUNT_GOOGLE_REQUIRED,
  ACCOUNT_WRONG_PASSWORD,
  type TDeleteAccountRequest,
} from '@picture-bingo/shared/account';
import { verifyPassword } from '../../auth/password';
import type { AppContext } from '../../context';
import {
  deleteGameRow,
  deleteUserRow,
  detachUserPayments,
  enqueueMediaDeletions,
  listGamesLogoKeys,
  listGamesMediaKeys,
  listHostGameIds,
} from '../../db/repositories/deletions.repo';
import { lockGameToDelete } from '../../db/repositories/games.repo';
import { revokeUserSessions } from '../../db/repositories/refresh-tokens.repo';
import { findUserById, lockUser, type UserRow } from '../../db/repositories/users.repo';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { disconnectGame, disconnectSessions } from '../../realtime/publish';
import { finishMediaDeletions } from '../retention/media-deletions';

export interface DeletedAccount {
  games: number;
  files: number;
  paymentsKept: number;
}

/**
 * A refused confirmation is a 403, not a 401: the session itself is fine (a 401 would make the web client refresh
 * and retry, then sign the host out).
 *
 * Checks that the owner asked: the account's password, or (for an account without a password) a fresh Google
 * access token for the linked Google account, verified like a sign-in. An account with both accepts either.
 */
async function confirmOwner(ctx: AppContext, user: UserRow, input: TDeleteAccountRequest): Promise<void> {
  if (input.password !== undefined && user.password_hash) {
    if (!(await verifyPassword(user.password_hash, input.password))) {
      throw forbidden(ACCOUNT_WRONG_PASSWORD);
    }
    return;
  }
  if (input.googleToken !== undefined && user.google_sub) {
    if (!ctx.google) {
      throw notFound('Google sign-in is not set up on this server', ErrorCode.GOOGLE_NOT_CONFIGURED);
    }
    const identity = await ctx.google(input.googleToken);
    if (!identity) throw forbidden(GOOGLE_LOGIN_FAILED);
    if (identity.sub !== user.google_sub) throw forbidden(ACCOUNT_GOOGLE_MISMATCH);
    return;
  }
  throw badRequest(user.password_hash ? ACCOUNT_CONFIRM_REQUIRED : ACCOUNT_GOOGLE_REQUIRED);
}

/**
 * Deletes the signed-in host's account after re-confirmation. In one transaction: every game of theirs goes (any
 * status: with its players, cards and photos), their payments stay as anonymous accounting records (the user
 * reference is removed; payments never held the e-mail), every login session is revoked and the user row is
 * deleted, so the e-mail address can register again. After the commit: sockets of their sessions and games are
 * dropped, game timers cleared and the photo files deleted (queued, so the sweep finishes any that fail).
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  input: TDeleteAccountRequest,
): Promise<DeletedAccount> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  await confirmOwner(ctx, user, input);

  const now = new Date().toISOString();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, ctx.dbKind, userId);
    const gameIds = await listHostGameIds(trx, userId);
    const keys: string[] = [];
    for (const gameId of gameIds) {
      // The game row first, as every writer of its players and cells does: an upload lands before or is refused.
      await lockGameToDelete(trx, ctx.dbKind, gameId);
      keys.push(...(await listGamesMediaKeys(trx, [gameId])), ...(await listGamesLogoKeys(trx, [gameId])));
      await deleteGameRow(trx, gameId);
    }
    await enqueueMediaDeletions(trx, keys, now);
    const paymentsKept = await detachUserPayments(trx, userId);
    const sessions = await revokeUserSessions(trx, userId, now);
    await deleteUserRow(trx, userId);
    return { gameIds, keys, paymentsKept, sessions };
  });
  disconnectSessions(ctx, outcome.sessions);
  for (const gameId of outcome.gameIds) ctx.timers.clear(gameId);
  disconnectGame(ctx, outcome.gameIds);
  const files = await finishMediaDeletions(ctx, outcome.keys);
  return { games: outcome.gameIds.length, files, paymentsKept: outcome.paymentsKept };
}
