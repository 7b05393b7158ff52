import { ErrorCode } from '@picture-bingo/shared';
import type { TAcceptedInvite, TInvitePreview } from '@picture-bingo/shared/staff';
import type { AppContext } from '../../context';
import { findGameById } from '../../db/repositories/games.repo';
import { claimInvite, findInviteByTokenHash, upsertMember } from '../../db/repositories/staff.repo';
import { refuse } from '../../errors';
import { inviteClosedBy, requireOpenInvite } from './invites';

/** What an open invite offers (the game's title, who hosts it, the role), before anyone accepts it. */
export async function previewInvite(ctx: AppContext, token: unknown): Promise<TInvitePreview> {
  const invite = await requireOpenInvite(ctx, token, new Date().toISOString());
  const game = await findGameById(ctx.db, invite.game_id);
  if (!game) throw refuse(ErrorCode.INVITE_NOT_FOUND);
  return {
    eventTitle: game.event_title,
    hostName: game.host_name,
    role: invite.role,
    expiresAt: invite.expires_at,
  };
}

/**
 * A signed-in user accepts an invite: in one transaction the invite is marked used (only if it is still open,
 * so of two accepts at once one wins and the other is told it was used) and the user holds its role in the
 * game (replacing a role they held there), known to the owner by the name they give (if any). The owner cannot
 * take a role in their own game.
 */
export async function acceptInvite(
  ctx: AppContext,
  userId: string,
  token: unknown,
  name?: string,
): Promise<TAcceptedInvite> {
  const now = new Date().toISOString();
  const invite = await requireOpenInvite(ctx, token, now);
  const game = await findGameById(ctx.db, invite.game_id);
  if (!game) throw refuse(ErrorCode.INVITE_NOT_FOUND);
  if (game.host_user_id === userId) throw refuse(ErrorCode.INVITE_OWN_GAME);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimInvite(trx, invite.id, userId, now))) {
      // Someone else's accept (or a revocation) committed first: say which, grant nothing.
      const latest = await findInviteByTokenHash(trx, invite.token_hash);
      throw refuse((latest && inviteClosedBy(latest, now)) || ErrorCode.INVITE_USED);
    }
    await upsertMember(trx, {
      game_id: game.id,
      user_id: userId,
      role: invite.role,
      granted_at: now,
      name: name || null,
    });
  });
  return { gameCode: game.code, role: invite.role };
}
