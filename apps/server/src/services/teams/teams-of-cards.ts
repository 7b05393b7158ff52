import type { TCardProgress } from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import { listTeamMembers, listTeams } from '../../db/repositories/teams.repo';

type ProgressTeam = NonNullable<TCardProgress['team']>;

/** Each team of a game by id, as standings show it beside its card: its colour and members' names. */
export async function teamsOfCards(db: Db, gameId: string): Promise<Map<string, ProgressTeam>> {
  const [teams, members] = await Promise.all([listTeams(db, gameId), listTeamMembers(db, gameId)]);
  const byId = new Map<string, ProgressTeam>(
    teams.map((team) => [team.id, { id: team.id, colour: team.colour, members: [] }]),
  );
  for (const member of members) if (member.team_id) byId.get(member.team_id)?.members.push(member.name);
  return byId;
}
