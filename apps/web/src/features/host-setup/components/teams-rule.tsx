import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n/messages';
import type { TeamSetupState } from '../hooks/use-team-setup';
import { ChoiceGroup, RuleItem, type ChoiceOption } from './rule-item';
import { TeamListEditor } from './team-list-editor';

const modeOptions = (): ReadonlyArray<ChoiceOption<'individual' | 'teams'>> => [
  {
    value: 'individual',
    label: m.setup_team_individual(),
    description: m.setup_team_individual_description(),
  },
  { value: 'teams', label: m.setup_team_teams(), description: m.setup_team_teams_description() },
];
const assignmentOptions = (): ReadonlyArray<ChoiceOption<'pick' | 'balance'>> => [
  { value: 'pick', label: m.setup_team_pick(), description: m.setup_team_pick_description() },
  { value: 'balance', label: m.setup_team_balance(), description: m.setup_team_balance_description() },
];

/** Individual or team play; for teams, how guests get one, the team size and the teams. */
export function TeamsRule({ setup, locked }: { setup: TeamSetupState; locked: boolean }) {
  return (
    <>
      <RuleItem title={m.setup_team_mode_title()}>
        <ChoiceGroup
          legend={m.setup_team_mode_legend()}
          name="gameMode"
          value={setup.mode}
          options={modeOptions()}
          onChange={setup.changeMode}
          disabled={locked}
        />
      </RuleItem>
      {setup.mode === 'teams' && (
        <RuleItem title={m.setup_team_title()}>
          <ChoiceGroup
            legend={m.setup_team_assignment_legend()}
            name="teamAssignment"
            value={setup.assignment}
            options={assignmentOptions()}
            onChange={setup.changeAssignment}
            disabled={locked}
          />
          <Input
            label={m.setup_team_max_size()}
            type="number"
            inputMode="numeric"
            min={1}
            value={setup.maxSize}
            onChange={(event) => setup.changeMaxSize(event.target.value)}
            disabled={locked}
            error={setup.maxSizeProblem ?? undefined}
            className="sm:max-w-48"
          />
          <TeamListEditor setup={setup} disabled={locked} />
        </RuleItem>
      )}
    </>
  );
}
