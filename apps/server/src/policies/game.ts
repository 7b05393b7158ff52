import {
  ErrorCode,
  GAME_NOT_FOUND,
  roleCan,
  ZRoomCode,
  type TGameAbility,
  type TGameRole,
} from '@picture-bingo/shared';
import type { Db } from '../db/kysely';
import type { GameRow } from '../db/repositories/games.repo';
import { findStaffGameByCode } from '../db/repositories/staff.repo';
import { notFound, refuse } from '../errors';

/** A game and the caller's role in it (owner, co-host or moderator). */
export interface StaffGame {
  game: GameRow;
  role: TGameRole;
}

/**
 * The game with this code that the caller owns or holds a role in, if that role has the ability (game/roles.ts
 * ROLE_ABILITIES, the one table for every route, socket and screen; a route passes its declaration's `ability`,
 * and none means the owner's alone). A game the caller has no role in is
 * reported exactly like a missing one, so codes cannot be probed; a role without the ability gets 403
 * ROLE_NOT_ALLOWED and nothing changes.
 */
export async function requireGameRole(
  db: Db,
  userId: string,
  rawCode: unknown,
  ability: TGameAbility = 'own',
): Promise<StaffGame> {
  const parsed = ZRoomCode.safeParse(rawCode);
  const found = parsed.success ? await findStaffGameByCode(db, userId, parsed.data) : undefined;
  if (!found) throw notFound(GAME_NOT_FOUND);
  const role: TGameRole = found.memberRole ?? 'owner';
  if (!roleCan(role, ability)) throw refuse(ErrorCode.ROLE_NOT_ALLOWED);
  return { game: found.game, role };
}

/**
 * The caller's game with this code when their role has the ability; by default only its owner's (setup,
 * payment, invites, cancel, delete). See requireGameRole.
 */
export async function requireHostGame(
  db: Db,
  userId: string,
  rawCode: unknown,
  ability: TGameAbility = 'own',
): Promise<GameRow> {
  return (await requireGameRole(db, userId, rawCode, ability)).game;
}
