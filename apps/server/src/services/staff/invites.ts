import { randomUUID } from 'node:crypto';
import { ErrorCode, type TInviteRole } from '@picture-bingo/shared';
import type { TCreatedInvite } from '@picture-bingo/shared/staff';
import { hashOpaqueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { findInviteByTokenHash, insertInvite, type InviteRow } from '../../db/repositories/staff.repo';
import { refuse } from '../../errors';
import { newInviteToken } from './invite-link';

/** An invite's token as it comes in a link: 43 URL-safe characters (256 random bits). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The owner makes a one-use invite link to this role in their game, valid INVITE_TTL_HOURS. Only the token's
 * hash is stored; the token is derived from the invite's id, so the owner's staff list shows the link again.
 */
export async function createInvite(
  ctx: AppContext,
  game: GameRow,
  role: TInviteRole,
): Promise<TCreatedInvite> {
  const id = randomUUID();
  const { token, hash } = await newInviteToken(ctx.db, id);
  const now = new Date();
  const row = {
    id,
    game_id: game.id,
    role,
    token_hash: hash,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ctx.config.inviteTtlHours * 3_600_000).toISOString(),
  };
  await insertInvite(ctx.db, row);
  return { id: row.id, role, createdAt: row.created_at, expiresAt: row.expires_at, token };
}

/**
 * The invite a token names if it can still be accepted now; otherwise the refusal that says why (unknown,
 * revoked, used, expired: each its own code, and none grants anything).
 */
export async function requireOpenInvite(ctx: AppContext, rawToken: unknown, now: string): Promise<InviteRow> {
  const invite =
    typeof rawToken === 'string' && TOKEN_PATTERN.test(rawToken)
      ? await findInviteByTokenHash(ctx.db, hashOpaqueToken(rawToken))
      : undefined;
  if (!invite) throw refuse(ErrorCode.INVITE_NOT_FOUND);
  const closed = inviteClosedBy(invite, now);
  if (closed) throw refuse(closed);
  return invite;
}

/** Why an invite can no longer be accepted at `now` (revoked, used, expired), or null while it is open. */
export function inviteClosedBy(invite: InviteRow, now: string) {
  if (invite.revoked_at !== null) return ErrorCode.INVITE_REVOKED;
  if (invite.used_at !== null) return ErrorCode.INVITE_USED;
  if (invite.expires_at <= now) return ErrorCode.INVITE_EXPIRED;
  return null;
}
