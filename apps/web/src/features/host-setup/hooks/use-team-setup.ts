import { MAX_TEAMS, teamColourAt, type TGame, type TTeamColour } from '@picture-bingo/shared';
import { useEffect, useState } from 'react';
import { useTeams } from '@/game/teams/teams-api';
import { numberFromField, setupFieldProblem } from '../utils/setup-field-problem';
import type { GameRulesState } from './use-game-rules';
import { isSavableTeamList, useTeamAutosave, type TeamDraft } from './use-team-autosave';

export type { TeamDraft };

/** The names of a pasted list: one a line, blank lines and surrounding spaces dropped, at most MAX_TEAMS. */
export const pastedTeamNames = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, MAX_TEAMS);

/**
 * A team game's setup: the mode, how guests get a team and the team size saved with the rules (autosave); the
 * team list saved as a whole as it is edited (use-team-autosave.ts: a pasted list at once, typed names after a
 * pause; the server checks names: taken, empty, too long, filtered).
 */
export function useTeamSetup(game: TGame, rules: GameRulesState) {
  const [mode, setMode] = useState(game.gameMode ?? 'individual');
  const [assignment, setAssignment] = useState(game.teamAssignment ?? 'pick');
  const [maxSize, setMaxSize] = useState(game.teamMaxSize == null ? '' : String(game.teamMaxSize));
  const saved = useTeams(game.gameCode, mode === 'teams');
  const autosave = useTeamAutosave(game.gameCode);
  const [teams, setTeams] = useState<TeamDraft[]>([]);
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (!edited && saved.data)
      setTeams(saved.data.teams.map((team) => ({ name: team.name, colour: team.colour })));
  }, [saved.data, edited]);

  /** A changed list, saved at once (`immediate`) or after a pause in typing. */
  const edit = (next: TeamDraft[], immediate = true) => {
    setEdited(true);
    setTeams(next);
    autosave.save(next, immediate);
  };
  const maxSizeProblem =
    maxSize.trim() === '' ? null : setupFieldProblem({ teamMaxSize: numberFromField(maxSize) });
  return {
    mode,
    assignment,
    maxSize,
    maxSizeProblem,
    teams,
    autosave,
    /** A team without a name keeps the list from being saved: the host is told which. */
    unnamed: edited && teams.some((team) => team.name.trim() === ''),
    complete: isSavableTeamList(teams),
    changeMode: (value: 'individual' | 'teams') => {
      setMode(value);
      rules.autosave.save({ gameMode: value }, true);
    },
    changeAssignment: (value: 'pick' | 'balance') => {
      setAssignment(value);
      rules.autosave.save({ teamAssignment: value }, true);
    },
    changeMaxSize: (text: string) => {
      setMaxSize(text);
      if (text.trim() === '') return rules.autosave.save({ teamMaxSize: null });
      const value = numberFromField(text);
      if (!setupFieldProblem({ teamMaxSize: value })) rules.autosave.save({ teamMaxSize: value });
    },
    paste: (text: string) =>
      edit(pastedTeamNames(text).map((name, i) => ({ name, colour: teamColourAt(i) }))),
    rename: (index: number, name: string) =>
      edit(
        teams.map((team, i) => (i === index ? { ...team, name } : team)),
        false,
      ),
    recolour: (index: number, colour: TTeamColour) =>
      edit(teams.map((team, i) => (i === index ? { ...team, colour } : team))),
    add: () => edit([...teams, { name: '', colour: teamColourAt(teams.length) }]),
    remove: (index: number) => edit(teams.filter((_, i) => i !== index)),
  };
}

export type TeamSetupState = ReturnType<typeof useTeamSetup>;
