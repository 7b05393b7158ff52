import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useQuery } from '@tanstack/react-query';
import { getTeams, teamKeys } from '@/game/teams/teams-api';
import { TEAM_SWATCHES } from '@/game/teams/swatches';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';

export interface LobbyTeamProps {
  code: string;
  myId: string;
  /** The team the player joined (their membership's): stands in until the teams are read. */
  joinedTeamId: string | null;
  /** The team the host moved this player to while they wait, once it happened. */
  movedTo: string | null;
}

/**
 * A member's team in the lobby: its name in its colour and its members, kept current (useLobbyTeams folds moves,
 * joins and removals into the list). After the host moved this player it says so plainly, with the new team.
 */
export function LobbyTeam({ code, myId, joinedTeamId, movedTo }: LobbyTeamProps) {
  // Read afresh on arrival: the join step's copy is from before this player joined.
  const { data } = useQuery({
    queryKey: teamKeys.list(code),
    queryFn: () => getTeams(code),
    refetchOnMount: 'always',
  });
  const teams = data?.teams ?? [];
  const team =
    teams.find((t) => t.members?.some((member) => member.id === myId)) ??
    teams.find((t) => t.id === (movedTo ?? joinedTeamId));
  if (!team) return null;
  const name = m.team_name({ team: team.name });
  return (
    <Card
      className="flex flex-col gap-3"
      role="region"
      aria-labelledby="lobby-team-title"
      data-testid="my-team"
    >
      {movedTo === team.id && (
        <Alert title={m.team_moved({ team: team.name })}>{m.team_moved_by_host()}</Alert>
      )}
      <h3 id="lobby-team-title" className="text-lg font-semibold text-slate-900">
        {m.team_yours()}
      </h3>
      <p>
        <span
          className={cn(
            'rounded-md px-2 py-0.5 font-semibold [overflow-wrap:anywhere]',
            TEAM_SWATCHES[team.colour] ?? TEAM_SWATCHES.slate,
          )}
        >
          <bdi>{name}</bdi>
        </span>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={name}>
        {(team.members ?? []).map((member) => (
          <li
            key={member.id}
            className="rounded-xl bg-slate-50 px-3 py-2 font-medium [overflow-wrap:anywhere] text-slate-900"
          >
            <bdi>{member.name}</bdi>
            {member.id === myId && <span className="font-normal text-violet-800"> {m.lobby_you()}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
