import { MAX_TEAMS, teamColourAt, type TGame, type TTeamColour } from '@picture-bingo/shared';
import { useEffect, useState } from 'react';
import { useSaveTeams, useTeams } from '@/game/teams/teams-api';
import { numberFromField, setupFieldProblem } from '../utils/setup-field-problem';
import type { GameRulesState } from './use-game-rules';

export interface TeamDraft {
  name: string;
  colour: TTeamColour;
}

/** The names of a pasted list: one a line, blank lines and surrounding spaces dropped, at most MAX_TEAMS. */
export const pastedTeamNames = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, MAX_TEAMS);

/**
 * A team game's setup: the mode, how guests get a team and the team size saved with the rules (autosave); the
 * team list edited here and saved as a whole (the server checks names: taken, empty, too long, filtered).
 */
export function useTeamSetup(game: TGame, rules: GameRulesState) {
  const [mode, setMode] = useState(game.gameMode ?? 'individual');
  const [assignment, setAssignment] = useState(game.teamAssignment ?? 'pick');
  const [maxSize, setMaxSize] = useState(game.teamMaxSize == null ? '' : String(game.teamMaxSize));
  const saved = useTeams(game.gameCode, mode === 'teams');
  const save = useSaveTeams(game.gameCode);
  const [teams, setTeams] = useState<TeamDraft[]>([]);
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (!edited && saved.data)
      setTeams(saved.data.teams.map((team) => ({ name: team.name, colour: team.colour })));
  }, [saved.data, edited]);

  const edit = (next: TeamDraft[]) => {
    setEdited(true);
    setTeams(next);
  };
  const maxSizeProblem =
    maxSize.trim() === '' ? null : setupFieldProblem({ teamMaxSize: numberFromField(maxSize) });
  return {
    mode,
    assignment,
    maxSize,
    maxSizeProblem,
    teams,
    save,
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
      edit(teams.map((team, i) => (i === index ? { ...team, name } : team))),
    recolour: (index: number, colour: TTeamColour) =>
      edit(teams.map((team, i) => (i === index ? { ...team, colour } : team))),
    add: () => edit([...teams, { name: '', colour: teamColourAt(teams.length) }]),
    remove: (index: number) => edit(teams.filter((_, i) => i !== index)),
    submit: () => save.mutate(teams, { onSuccess: () => setEdited(false) }),
  };
}

export type TeamSetupState = ReturnType<typeof useTeamSetup>;
