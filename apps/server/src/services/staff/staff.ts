import { ErrorCode } from '@picture-bingo/shared';
import type { TStaff } from '@picture-bingo/shared/staff';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { deleteMember, listMembers, listOpenInvites, revokeInvite } from '../../db/repositories/staff.repo';
import { releaseLeasesOf } from '../../db/repositories/review.repo';
import { notFound } from '../../errors';
import { disconnectStaff } from '../../realtime/publish';
import { inviteTokensOf } from './invite-link';

/** Who helps run the game (by invite) and the invites still open with their links, for its owner. */
export async function getStaff(ctx: AppContext, game: GameRow): Promise<TStaff> {
  const now = new Date().toISOString();
  const [members, invites] = await Promise.all([
    listMembers(ctx.db, game.id),
    listOpenInvites(ctx.db, game.id, now),
  ]);
  const tokens = await inviteTokensOf(ctx.db, invites);
  return {
    members: members.map((m) => ({
      userId: m.user_id,
      name: m.name,
      email: m.email,
      role: m.role,
      grantedAt: m.granted_at,
    })),
    invites: invites.map((i, index) => ({
      id: i.id,
      role: i.role,
      createdAt: i.created_at,
      expiresAt: i.expires_at,
      token: tokens[index] ?? null,
    })),
  };
}

/** The owner withdraws an invite nobody has used: the link then grants nothing. 404 when there is none. */
export async function withdrawInvite(ctx: AppContext, game: GameRow, inviteId: string): Promise<void> {
  if (!(await revokeInvite(ctx.db, game.id, inviteId, new Date().toISOString()))) {
    throw notFound('No such invite', ErrorCode.INVITE_NOT_FOUND);
  }
}

/**
 * The owner takes a member's role away. Their next request is refused like anyone's without a role (404), their
 * sockets of this game are dropped on every node at once, and the photos handed to them go back to the queue.
 */
export async function revokeMember(ctx: AppContext, game: GameRow, userId: string): Promise<void> {
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const had = await deleteMember(trx, game.id, userId);
    if (had) await releaseLeasesOf(trx, game.id, userId);
    return had;
  });
  if (!removed) throw notFound('No such member');
  disconnectStaff(ctx, game.id, userId);
}
