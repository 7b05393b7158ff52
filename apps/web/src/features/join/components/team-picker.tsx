import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useTeams } from '@/game/teams/teams-api';
import { TEAM_SWATCHES } from '@/game/teams/swatches';
import { errorCodeOf } from '@/lib/error-text';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { TeamPickerLoading } from './team-picker-loading';

/** Past this many teams the list has a search field: a guest finds theirs among up to MAX_TEAMS by its name. */
const SEARCH_FROM = 12;

/** A name as the search compares it: case and accents aside ("équipe" finds "Equipe"). */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The host's teams to choose from (a team game whose guests pick): each with its size, a full one not offered.
 * A join refused because the team filled meanwhile reads the list again, so the others are offered. A long list
 * (a large game's hundreds of teams) is searched by name; the chosen team stays listed whatever the search.
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
  const [query, setQuery] = useState('');
  const all = teams.data?.teams ?? [];
  const open = all.filter((team) => !team.full);
  const searchable = all.length > SEARCH_FROM;
  const wanted = searchable ? folded(query.trim()) : '';
  const matches = wanted ? all.filter((team) => folded(team.name).includes(wanted)) : all;
  const list = wanted ? all.filter((team) => team.id === value || matches.includes(team)) : all;
  if (teams.isPending) return <TeamPickerLoading />;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{m.game_choose_team()}</legend>
      {full && <Alert variant="warning">{m.game_team_full_offer()}</Alert>}
      {teams.isSuccess && open.length === 0 && <Alert variant="warning">{m.game_no_team_room()}</Alert>}
      {searchable && (
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // Enter searches; it does not send the join form around it.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          aria-label={m.join_team_search()}
          placeholder={m.join_team_search()}
          enterKeyHint="search"
          className="min-h-11 rounded-xl border border-slate-300 px-3 text-base"
        />
      )}
      {wanted && matches.length === 0 && (
        <p role="status" className="text-sm text-slate-700">
          {m.join_team_no_match()}
        </p>
      )}
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
          <span dir="auto" className="flex-1 font-medium [overflow-wrap:anywhere] text-slate-900">
            {team.name}
          </span>
          <span className="text-sm text-slate-700">
            {team.full
              ? m.game_team_full()
              : m.game_team_members({ count: team.size, shown: formatCount(team.size) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
