import { Input } from '@/components/ui/input';
import { teamTexts } from '@/game/teams/texts';
import type { TeamSetupState } from '../hooks/use-team-setup';
import { ChoiceGroup, RuleItem, type ChoiceOption } from './rule-item';
import { TeamListEditor } from './team-list-editor';

const MODE_OPTIONS: ReadonlyArray<ChoiceOption<'individual' | 'teams'>> = [
  { value: 'individual', label: teamTexts.individualLabel, description: teamTexts.individualDescription },
  { value: 'teams', label: teamTexts.teamsLabel, description: teamTexts.teamsDescription },
];
const ASSIGNMENT_OPTIONS: ReadonlyArray<ChoiceOption<'pick' | 'balance'>> = [
  { value: 'pick', label: teamTexts.pickLabel, description: teamTexts.pickDescription },
  { value: 'balance', label: teamTexts.balanceLabel, description: teamTexts.balanceDescription },
];

/** Individual or team play; for teams, how guests get one, the team size and the teams. */
export function TeamsRule({ setup, locked }: { setup: TeamSetupState; locked: boolean }) {
  return (
    <>
      <RuleItem title={teamTexts.modeTitle}>
        <ChoiceGroup
          legend={teamTexts.modeLegend}
          name="gameMode"
          value={setup.mode}
          options={MODE_OPTIONS}
          onChange={setup.changeMode}
          disabled={locked}
        />
      </RuleItem>
      {setup.mode === 'teams' && (
        <RuleItem title={teamTexts.teamsTitle}>
          <ChoiceGroup
            legend={teamTexts.assignmentLegend}
            name="teamAssignment"
            value={setup.assignment}
            options={ASSIGNMENT_OPTIONS}
            onChange={setup.changeAssignment}
            disabled={locked}
          />
          <Input
            label={teamTexts.maxSizeLabel}
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
