import type { TTeam } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { teamKeys, useMoveToTeam, useTeams } from '@/game/teams/teams-api';
import { TEAM_SWATCHES } from '@/game/teams/swatches';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** One member of a team and where the host may move them. */
function MemberRow({
  member,
  team,
  teams,
  onMove,
  pending,
}: {
  member: { id: string; name: string };
  team: TTeam;
  teams: TTeam[];
  /** Absent for a viewer who does not run the game: the member is listed without a move. */
  onMove?: (teamId: string) => void;
  pending: boolean;
}) {
  const others = teams.filter((t) => t.id !== team.id);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const name = (
    <span className="flex-1 [overflow-wrap:anywhere] text-slate-900">
      <bdi>{member.name}</bdi>
    </span>
  );
  if (!onMove) return <li className="flex min-h-11 items-center py-1">{name}</li>;
  return (
    <li className="flex flex-wrap items-center gap-2 py-1">
      {name}
      <label className="sr-only" htmlFor={`move-${member.id}`}>
        {m.room_move_member({ name: member.name })}
      </label>
      <select
        id={`move-${member.id}`}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        className="min-h-11 rounded-lg border border-slate-300 px-2 text-sm"
      >
        {others.map((t) => (
          <option key={t.id} value={t.id} disabled={t.full}>
            {t.name}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="outlined"
        disabled={!target}
        loading={pending}
        onClick={() => onMove(target)}
      >
        {m.room_move_to_team()}
      </Button>
    </li>
  );
}

/** A team game's teams in the host's queue: each with its size and members (empty teams too), and moves. */
export function TeamsPanel({
  code,
  playerCount,
  canMove,
}: {
  code: string;
  playerCount: number;
  /** The viewer runs the game: members can be moved to another team. */
  canMove: boolean;
}) {
  const queryClient = useQueryClient();
  const teams = useTeams(code);
  const move = useMoveToTeam(code);
  // A join or a removal changes the teams: read them again as the live queue changes.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: teamKeys.list(code) });
  }, [playerCount, code, queryClient]);
  const list = teams.data?.teams ?? [];
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="teams-title">
      <h2 id="teams-title" className="text-xl font-bold text-slate-900">
        {m.room_teams_title({ count: formatCount(list.length) })}
      </h2>
      {move.isError && <Alert variant="error">{errorMessage(move.error)}</Alert>}
      {teams.isPending && <Spinner label={m.room_loading_teams()} />}
      <ul className="flex flex-col gap-3">
        {list.map((team) => (
          <li key={team.id} data-testid="team" className="rounded-xl border border-slate-200 p-3">
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              <span aria-hidden className={`size-4 rounded-full ${TEAM_SWATCHES[team.colour] ?? ''}`} />
              <span className="flex-1 [overflow-wrap:anywhere]">
                <bdi>{team.name}</bdi>
              </span>
              <span className="text-sm font-normal text-slate-700">
                {m.room_team_members({ count: team.size, shown: formatCount(team.size) })}
              </span>
            </h3>
            {team.members && team.members.length > 0 ? (
              <ul className="mt-1 divide-y divide-slate-100">
                {team.members.map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    team={team}
                    teams={list}
                    pending={move.isPending && move.variables.playerId === member.id}
                    onMove={canMove ? (teamId) => move.mutate({ playerId: member.id, teamId }) : undefined}
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{m.room_team_empty()}</p>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
