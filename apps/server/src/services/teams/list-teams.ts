import type { TTeam, TTeamColour } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { listTeamMembers, listTeams } from '../../db/repositories/teams.repo';

/**
 * A game's teams in the host's order, each with its size, whether it takes one more and its members (empty teams
 * too): the join screen's choice, the lobby and the host's queue.
 */
export async function listGameTeams(ctx: AppContext, game: GameRow): Promise<TTeam[]> {
  const [teams, members] = await Promise.all([listTeams(ctx.db, game.id), listTeamMembers(ctx.db, game.id)]);
  const byTeam = new Map<string, { id: string; name: string }[]>();
  for (const member of members) {
    if (!member.team_id) continue;
    const list = byTeam.get(member.team_id) ?? [];
    list.push({ id: member.id, name: member.name });
    byTeam.set(member.team_id, list);
  }
  const max = game.team_max_size ?? null;
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    colour: team.colour as TTeamColour,
    size: team.size,
    full: max !== null && team.size >= max,
    cardId: team.card_id,
    members: byTeam.get(team.id) ?? [],
  }));
}
