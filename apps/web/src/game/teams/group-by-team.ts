import type { TTeam } from '@picture-bingo/shared';

/** One team and its players as a lobby lists them; `team` is null for players with no team yet. */
export interface TTeamGroup<P> {
  team: TTeam | null;
  players: P[];
}

/**
 * Players under their teams, in the host's order of teams, each team's players in the order given; teams with none
 * of these players are left out, and players with no team (or one not in the list) come last. A team's member
 * list says where a player is when it knows them (it follows the host's moves), else the player's own teamId.
 */
export function groupByTeam<P extends { id: string; teamId?: string | null }>(
  players: readonly P[],
  teams: readonly TTeam[],
): TTeamGroup<P>[] {
  const teamOfMember = new Map<string, string>();
  for (const team of teams) for (const member of team.members ?? []) teamOfMember.set(member.id, team.id);
  const byTeam = new Map<string, P[]>(teams.map((team) => [team.id, []]));
  const none: P[] = [];
  for (const player of players) {
    const teamId = teamOfMember.get(player.id) ?? player.teamId;
    const group = teamId ? byTeam.get(teamId) : undefined;
    if (group) group.push(player);
    else none.push(player);
  }
  const groups: TTeamGroup<P>[] = teams
    .map((team) => ({ team, players: byTeam.get(team.id) ?? [] }))
    .filter((group) => group.players.length > 0);
  return none.length > 0 ? [...groups, { team: null, players: none }] : groups;
}
