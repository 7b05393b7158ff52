import { TEAM_COLOURS, type TTeamColour } from '@picture-bingo/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TEAM_SWATCHES, teamTexts } from '@/game/teams/texts';
import { errorMessage } from '@/lib/errors';
import type { TeamSetupState } from '../hooks/use-team-setup';

/** The host's teams: paste a list of names, or edit each name and colour; saved as a whole. */
export function TeamListEditor({ setup, disabled }: { setup: TeamSetupState; disabled: boolean }) {
  const [pasted, setPasted] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{teamTexts.teamsHelp}</p>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {teamTexts.pasteLabel}
        <textarea
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          disabled={disabled}
          rows={3}
          className="rounded-lg border border-slate-300 p-2 text-base"
        />
      </label>
      <Button variant="outlined" onClick={() => setup.paste(pasted)} disabled={disabled || !pasted.trim()}>
        {teamTexts.pasteButton}
      </Button>
      <ol className="flex flex-col gap-2">
        {setup.teams.map((team, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2">
            <span aria-hidden className={`mb-3 size-5 rounded-full ${TEAM_SWATCHES[team.colour] ?? ''}`} />
            <Input
              label={teamTexts.teamNameLabel(i + 1)}
              value={team.name}
              onChange={(event) => setup.rename(i, event.target.value)}
              disabled={disabled}
              className="min-w-40 flex-1"
            />
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              {teamTexts.colourLabel(team.name)}
              <select
                value={team.colour}
                onChange={(event) => setup.recolour(i, event.target.value as TTeamColour)}
                disabled={disabled}
                className="min-h-11 rounded-lg border border-slate-300 px-2"
              >
                {TEAM_COLOURS.map((colour) => (
                  <option key={colour} value={colour}>
                    {colour}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="ghost" onClick={() => setup.remove(i)} disabled={disabled}>
              {teamTexts.removeTeam(team.name || teamTexts.teamNameLabel(i + 1))}
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outlined" onClick={setup.add} disabled={disabled}>
          {teamTexts.addTeam}
        </Button>
        <Button onClick={setup.submit} disabled={disabled} loading={setup.save.isPending}>
          {teamTexts.saveTeams}
        </Button>
      </div>
      {setup.save.isError && <Alert variant="error">{errorMessage(setup.save.error)}</Alert>}
      {setup.save.isSuccess && (
        <p role="status" className="text-sm text-green-800">
          {teamTexts.teamsSaved}
        </p>
      )}
    </div>
  );
}
