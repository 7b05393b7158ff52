import { sql } from 'kysely';
import type { Db } from '../kysely';
import { prepared } from '../prepared';
import type { TeamsTable } from '../schema';
import type { PlayerRow } from './players.repo';

export type TeamRow = TeamsTable;

/** A team with its card row's id (null until its first member joined) and its members still in the game. */
export interface TeamWithSize extends TeamRow {
  card_id: string | null;
  size: number;
}

/** The game's teams in the host's order, each with its size (members not removed) and card. */
export async function listTeams(db: Db, gameId: string): Promise<TeamWithSize[]> {
  const rows = await teamsQuery.all(db, gameId);
  return rows.map((row) => ({ ...row, size: Number(row.size) }));
}
const teamsQuery = prepared((db, gameId: string) =>
  db
    .selectFrom('teams')
    .selectAll('teams')
    .select((eb) => [
      eb
        .selectFrom('players')
        .select('players.id')
        .whereRef('players.team_id', '=', 'teams.id')
        .where(sql<boolean>`players.kind = 'team'`)
        .as('card_id'),
      eb
        .selectFrom('players')
        .select((inner) => inner.fn.countAll<number | string | bigint>().as('n'))
        .whereRef('players.team_id', '=', 'teams.id')
        .where(sql<boolean>`players.kind = 'member'`)
        .where(sql<boolean>`players.status <> 'removed'`)
        .as('size'),
    ])
    .where('teams.game_id', '=', gameId)
    .orderBy('teams.position'),
);

export function findTeam(db: Db, gameId: string, teamId: string) {
  return teamQuery.first(db, gameId, teamId);
}
const teamQuery = prepared((db, gameId: string, teamId: string) =>
  db.selectFrom('teams').selectAll().where('game_id', '=', gameId).where('id', '=', teamId),
);

export async function countTeams(db: Db, gameId: string): Promise<number> {
  const row = await db
    .selectFrom('teams')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Members of a team still in the game (not removed). */
export async function countTeamMembers(db: Db, teamId: string): Promise<number> {
  const row = await teamSizeQuery.first(db, teamId);
  return Number(row?.n ?? 0);
}
const teamSizeQuery = prepared((db, teamId: string) =>
  db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('team_id', '=', teamId)
    .where(sql<boolean>`kind = 'member'`)
    .where(sql<boolean>`status <> 'removed'`),
);

/** A team's card row (kind 'team'), if its first member has joined. */
export function findTeamCard(db: Db, teamId: string): Promise<PlayerRow | undefined> {
  return teamCardQuery.first(db, teamId);
}
const teamCardQuery = prepared((db, teamId: string) =>
  db
    .selectFrom('players')
    .selectAll()
    .where('team_id', '=', teamId)
    .where(sql<boolean>`kind = 'team'`),
);

/** Replaces a game's whole team list (a draft's: no one has joined a team yet). */
export async function replaceTeams(db: Db, gameId: string, teams: readonly TeamRow[]) {
  await db.deleteFrom('teams').where('game_id', '=', gameId).execute();
  if (teams.length > 0)
    await db
      .insertInto('teams')
      .values([...teams])
      .execute();
}

/** Members of a game's teams (not removed), in the order they joined, by team. */
export function listTeamMembers(db: Db, gameId: string) {
  return db
    .selectFrom('players')
    .select(['id', 'name', 'team_id', 'joined_at'])
    .where('game_id', '=', gameId)
    .where(sql<boolean>`kind = 'member'`)
    .where('status', '<>', 'removed')
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
}

/** One team's members still in the game, in the order they joined. */
export function listMembersOfTeam(db: Db, teamId: string) {
  return membersOfTeamQuery.all(db, teamId);
}
const membersOfTeamQuery = prepared((db, teamId: string) =>
  db
    .selectFrom('players')
    .select(['id', 'name'])
    .where('team_id', '=', teamId)
    .where(sql<boolean>`kind = 'member'`)
    .where(sql<boolean>`status <> 'removed'`)
    .orderBy('joined_at')
    .orderBy('id'),
);
