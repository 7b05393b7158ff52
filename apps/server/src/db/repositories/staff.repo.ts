import type { Insertable } from 'kysely';
import type { Db } from '../kysely';
import type { GameInvitesTable, GameMembersTable } from '../schema';
import { ACTIVE_STATUSES, codeKeyOf, decodeGame, type GameRow } from './games.repo';

export type InviteRow = GameInvitesTable;
export type MemberRole = GameMembersTable['role'];

/**
 * The game with this code that this user owns or holds a role in, and their role: the open one first, else the
 * most recent finished one.
 */
export async function findStaffGameByCode(
  db: Db,
  userId: string,
  code: string,
): Promise<{ game: GameRow; memberRole: MemberRole | null } | undefined> {
  const row = await db
    .selectFrom('games')
    .leftJoin('game_members', (join) =>
      join.onRef('game_members.game_id', '=', 'games.id').on('game_members.user_id', '=', userId),
    )
    .selectAll('games')
    .select('game_members.role as member_role')
    .where(codeKeyOf('games'), '=', code)
    .where((eb) => eb.or([eb('games.host_user_id', '=', userId), eb('game_members.user_id', '=', userId)]))
    .orderBy((eb) => eb.case().when('games.status', 'in', ACTIVE_STATUSES).then(0).else(1).end())
    .orderBy('games.created_at', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  const { member_role, ...game } = row;
  return { game: decodeGame(game), memberRole: game.host_user_id === userId ? null : member_role };
}

/** The games this user holds a role in (not owns), with that role, in these statuses, newest first. */
export async function listMemberGames(db: Db, userId: string, statuses: readonly GameRow['status'][]) {
  const rows = await db
    .selectFrom('games')
    .innerJoin('game_members', 'game_members.game_id', 'games.id')
    .selectAll('games')
    .select('game_members.role as member_role')
    .where('game_members.user_id', '=', userId)
    .where('games.status', 'in', statuses)
    .orderBy('games.created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map(({ member_role, ...game }) => ({ game: decodeGame(game), role: member_role }));
}

export async function insertInvite(db: Db, row: Insertable<GameInvitesTable>) {
  await db.insertInto('game_invites').values(row).execute();
}

export function findInviteByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('game_invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A game's invites nobody has used or revoked and that have not expired, oldest first. */
export function listOpenInvites(db: Db, gameId: string, now: string) {
  return db
    .selectFrom('game_invites')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

/**
 * Marks an invite used by this user, only if it is still open at `now` (a conditional update, so of two
 * accepts at once only one succeeds). Whether it did.
 */
export async function claimInvite(db: Db, id: string, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('game_invites')
    .set({ used_at: now, used_by: userId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes one of a game's open invites; whether there was one. */
export async function revokeInvite(db: Db, gameId: string, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('game_invites')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('game_id', '=', gameId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives this user this role in the game (replacing a role they held; a name given now replaces theirs). */
export async function upsertMember(db: Db, row: GameMembersTable) {
  await db
    .insertInto('game_members')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['game_id', 'user_id']).doUpdateSet((eb) => ({
        role: row.role,
        granted_at: row.granted_at,
        name: eb.fn.coalesce(eb.val(row.name), 'game_members.name'),
      })),
    )
    .execute();
}

/** Takes a member's role away; whether they held one. */
export async function deleteMember(db: Db, gameId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('game_members')
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A game's members with their names and e-mail addresses, in the order they joined. */
export function listMembers(db: Db, gameId: string) {
  return db
    .selectFrom('game_members')
    .innerJoin('users', 'users.id', 'game_members.user_id')
    .select([
      'game_members.user_id',
      'game_members.role',
      'game_members.granted_at',
      'game_members.name',
      'users.email',
    ])
    .where('game_members.game_id', '=', gameId)
    .orderBy('game_members.granted_at')
    .execute();
}

/** Whether this user owns the game or holds a role in it. */
export async function holdsRoleInGame(db: Db, gameId: string, userId: string): Promise<boolean> {
  const owner = await db
    .selectFrom('games')
    .select('id')
    .where('id', '=', gameId)
    .where('host_user_id', '=', userId)
    .executeTakeFirst();
  if (owner) return true;
  const member = await db
    .selectFrom('game_members')
    .select('user_id')
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return member !== undefined;
}

/**
 * Whether this user holds a role in someone's game and has neither a game of their own nor a payment (a helper
 * who has bought nothing).
 */
export async function helpsOnly(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('game_members').select('user_id').where('user_id', '=', userId)).as('member'),
      eb.exists(eb.selectFrom('games').select('id').where('host_user_id', '=', userId)).as('owner'),
      eb.exists(eb.selectFrom('payments').select('id').where('user_id', '=', userId)).as('payer'),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 0/1, PostgreSQL true/false.
  return Boolean(row.member) && !row.owner && !row.payer;
}
