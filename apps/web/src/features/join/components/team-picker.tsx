import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { useTeams } from '@/game/teams/teams-api';
import { TEAM_SWATCHES, teamTexts } from '@/game/teams/texts';
import { errorCodeOf } from '@/lib/error-text';

/**
 * The host's teams to choose from (a team game whose guests pick): each with its size, a full one not offered.
 * A join refused because the team filled meanwhile reads the list again, so the others are offered.
 */
export default function TeamPicker({
  code,
  value,
  onChange,
  refusal,
}: {
  code: string;
  value: string | undefined;
  onChange: (teamId: string) => void;
  refusal: unknown;
}) {
  const teams = useTeams(code);
  const { refetch } = teams;
  const full = errorCodeOf(refusal) === 'TEAM_FULL';
  useEffect(() => {
    if (full) void refetch();
  }, [full, refetch]);
  const list = teams.data?.teams ?? [];
  const open = list.filter((team) => !team.full);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{teamTexts.chooseTeam}</legend>
      {full && <Alert variant="warning">{teamTexts.teamFullOffer}</Alert>}
      {teams.isSuccess && open.length === 0 && <Alert variant="warning">{teamTexts.noTeamRoom}</Alert>}
      {list.map((team) => (
        <label
          key={team.id}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-violet-600 has-checked:bg-violet-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
        >
          <input
            type="radio"
            name="teamId"
            value={team.id}
            checked={value === team.id}
            disabled={team.full}
            onChange={() => onChange(team.id)}
            className="size-4 accent-violet-700"
          />
          <span aria-hidden className={`size-4 rounded-full ${TEAM_SWATCHES[team.colour] ?? ''}`} />
          <span className="flex-1 font-medium [overflow-wrap:anywhere] text-slate-900">{team.name}</span>
          <span className="text-sm text-slate-700">
            {team.full ? teamTexts.teamFull : teamTexts.teamMembers(team.size)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
