import type { TQueuePlayer, TTeamList } from '@picture-bingo/shared';

/** Query keys of a game's teams (apart from teams-api.ts, so a screen that only folds events needs no fetcher). */
export const teamKeys = { list: (code: string) => ['teams', code] as const };

/**
 * A game's teams as a phone holds them (GET /game/:code/teams), kept current from the game's events without asking
 * again: a move takes the member out of their team and into the new one, a join adds them to theirs, a removal
 * takes them out. Each answers the same list when the event changes nothing it holds.
 */
export function foldTeamMove(
  list: TTeamList | undefined,
  { playerId, teamId }: { playerId: string; teamId: string },
): TTeamList | undefined {
  if (!list) return list;
  const member = list.teams.flatMap((team) => team.members ?? []).find((m) => m.id === playerId);
  if (!member) return list;
  return {
    teams: list.teams.map((team) => {
      const others = (team.members ?? []).filter((m) => m.id !== playerId);
      const members = team.id === teamId ? [...others, member] : others;
      return { ...team, members, size: members.length };
    }),
  };
}

export function foldTeamJoin(list: TTeamList | undefined, player: TQueuePlayer): TTeamList | undefined {
  if (!list || !player.teamId) return list;
  if (list.teams.some((team) => team.members?.some((m) => m.id === player.id))) return list;
  return {
    teams: list.teams.map((team) =>
      team.id === player.teamId
        ? {
            ...team,
            members: [...(team.members ?? []), { id: player.id, name: player.name }],
            size: team.size + 1,
          }
        : team,
    ),
  };
}

export function foldTeamRemoval(list: TTeamList | undefined, playerId: string): TTeamList | undefined {
  if (!list) return list;
  return {
    teams: list.teams.map((team) =>
      team.members?.some((m) => m.id === playerId)
        ? { ...team, members: team.members.filter((m) => m.id !== playerId), size: team.size - 1 }
        : team,
    ),
  };
}
