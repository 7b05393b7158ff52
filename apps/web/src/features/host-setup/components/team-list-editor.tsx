import { MAX_TEAMS, MIN_TEAMS, TEAM_COLOURS, type TTeamColour } from '@picture-bingo/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TEAM_SWATCHES } from '@/game/teams/swatches';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import type { TeamSetupState } from '../hooks/use-team-setup';
import { SaveStatusNote } from './save-status';

/** A team colour's name on screen. */
const COLOUR_NAMES: Record<TTeamColour, () => string> = {
  red: () => m.setup_colour_red(),
  blue: () => m.setup_colour_blue(),
  green: () => m.setup_colour_green(),
  amber: () => m.setup_colour_amber(),
  purple: () => m.setup_colour_purple(),
  pink: () => m.setup_colour_pink(),
  teal: () => m.setup_colour_teal(),
  orange: () => m.setup_colour_orange(),
  indigo: () => m.setup_colour_indigo(),
  lime: () => m.setup_colour_lime(),
  cyan: () => m.setup_colour_cyan(),
  slate: () => m.setup_colour_slate(),
};

/** The host's teams: paste a list of names, or edit each name and colour; saved as a whole as they change. */
export function TeamListEditor({ setup, disabled }: { setup: TeamSetupState; disabled: boolean }) {
  const [pasted, setPasted] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {m.setup_team_help({ min: formatCount(MIN_TEAMS), max: formatCount(MAX_TEAMS) })}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {m.setup_team_paste_label()}
        <textarea
          value={pasted}
          dir="auto"
          onChange={(event) => setPasted(event.target.value)}
          disabled={disabled}
          rows={3}
          className="rounded-lg border border-slate-300 p-2 text-base"
        />
      </label>
      <Button variant="outlined" onClick={() => setup.paste(pasted)} disabled={disabled || !pasted.trim()}>
        {m.setup_team_paste_button()}
      </Button>
      <ol className="flex flex-col gap-2">
        {setup.teams.map((team, i) => {
          const nameLabel = m.setup_team_name({ n: formatCount(i + 1) });
          return (
            <li key={i} className="flex flex-wrap items-end gap-2">
              <span aria-hidden className={`mb-3 size-5 rounded-full ${TEAM_SWATCHES[team.colour] ?? ''}`} />
              <Input
                label={nameLabel}
                value={team.name}
                dir="auto"
                onChange={(event) => setup.rename(i, event.target.value)}
                disabled={disabled}
                className="min-w-40 flex-1"
              />
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
                {team.name ? m.setup_team_colour({ name: team.name }) : m.setup_team_colour_unnamed()}
                <select
                  value={team.colour}
                  onChange={(event) => setup.recolour(i, event.target.value as TTeamColour)}
                  disabled={disabled}
                  className="min-h-11 rounded-lg border border-slate-300 px-2"
                >
                  {TEAM_COLOURS.map((colour) => (
                    <option key={colour} value={colour}>
                      {COLOUR_NAMES[colour]()}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="ghost" onClick={() => setup.remove(i)} disabled={disabled}>
                {m.setup_team_remove({ name: team.name || nameLabel })}
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outlined" onClick={setup.add} disabled={disabled}>
          {m.setup_team_add()}
        </Button>
        {/* The list saves itself like the rest of the page; its note is far above on a phone, so it shows here too. */}
        <SaveStatusNote status={setup.autosave.status} error={null} echo />
      </div>
      {setup.autosave.error && <Alert variant="error">{setup.autosave.error}</Alert>}
      {!disabled && !setup.complete && setup.teams.length > 0 && (
        <p className="text-sm text-amber-900">
          {setup.unnamed ? m.setup_team_unnamed() : m.game_problem_teams({ needed: formatCount(MIN_TEAMS) })}
        </p>
      )}
    </div>
  );
}
