import {
  MAX_PLAYERS_LIMIT,
  MAX_PRIZES,
  MAX_REPORT_THRESHOLD,
  MAX_TIME_LIMIT_MINUTES,
  type TSafetyCheck,
  type TWinCondition,
  type TWinMode,
} from '@picture-bingo/shared';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import type { GameRulesState } from '../hooks/use-game-rules';
import { WIN_CONDITION_WORDS } from '../utils/win-condition-words';
import { CameraOnlyRule } from './camera-only-rule';
import { NameFilterRule } from './name-filter-rule';
import { PrizeListEditor } from './prize-list-editor';
import { ChoiceGroup, RuleItem, type ChoiceOption } from './rule-item';

const winOptions = (): ReadonlyArray<ChoiceOption<TWinCondition>> =>
  (['full', 'line', 'two-lines'] as const).map((value) => ({
    value,
    label: WIN_CONDITION_WORDS[value].label(),
    description: WIN_CONDITION_WORDS[value].description(),
  }));

const modeOptions = (): ReadonlyArray<ChoiceOption<TWinMode>> => [
  { value: 'first', label: m.setup_mode_first(), description: m.setup_mode_first_description() },
  {
    value: 'prizes',
    label: m.setup_mode_prizes(),
    description: m.setup_mode_prizes_description({ max: formatCount(MAX_PRIZES) }),
  },
];

const reviewOptions = (): ReadonlyArray<ChoiceOption<'auto' | 'host'>> => [
  { value: 'auto', label: m.setup_review_auto(), description: m.setup_review_auto_description() },
  { value: 'host', label: m.setup_review_host(), description: m.setup_review_host_description() },
];

const safetyOptions = (): ReadonlyArray<ChoiceOption<TSafetyCheck>> => [
  {
    value: 'explicit',
    label: m.setup_safety_explicit(),
    description: m.setup_safety_explicit_description(),
  },
  {
    value: 'suggestive',
    label: m.setup_safety_suggestive(),
    description: m.setup_safety_suggestive_description(),
  },
  { value: 'off', label: m.setup_safety_off(), description: m.setup_safety_off_description() },
];

const lateJoinOptions = (): ReadonlyArray<ChoiceOption<'open' | 'closed'>> => [
  { value: 'open', label: m.setup_late_open(), description: m.setup_late_open_description() },
  { value: 'closed', label: m.setup_late_closed(), description: m.setup_late_closed_description() },
];

/** The rules of /host/{code}/game-rules as real settings, each with the rule text players will read. */
export function GameRulesForm({
  rules,
  locked,
  ended = false,
}: {
  rules: GameRulesState;
  locked: boolean;
  /** The game is over: nothing changes any more (the name filter stays open until then). */
  ended?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-4">
      <RuleItem title={m.setup_rule_uploading()} description={m.setup_rule_uploading_description()} />
      <RuleItem title={m.setup_rule_winners()}>
        <ChoiceGroup
          legend={m.setup_rule_winners()}
          name="winMode"
          value={rules.winMode}
          options={modeOptions()}
          onChange={rules.changeWinMode}
          disabled={locked}
        />
      </RuleItem>
      {rules.winMode === 'first' ? (
        <RuleItem title={m.setup_rule_win_condition()}>
          <ChoiceGroup
            legend={m.setup_rule_win_condition()}
            name="winCondition"
            value={rules.winCondition}
            options={winOptions()}
            onChange={rules.changeWinCondition}
            disabled={locked}
          />
        </RuleItem>
      ) : (
        <RuleItem title={m.setup_rule_prizes()} description={m.setup_rule_prizes_description()}>
          <PrizeListEditor rules={rules} disabled={locked} />
        </RuleItem>
      )}
      <RuleItem title={m.setup_rule_time()} description={m.setup_rule_time_description()}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-6">
          <Input
            label={m.setup_time_minutes()}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TIME_LIMIT_MINUTES}
            value={rules.minutes}
            onChange={(event) => rules.changeMinutes(event.target.value)}
            disabled={locked || rules.noTimeLimit}
            error={rules.minutesProblem ?? undefined}
            className="sm:max-w-48"
          />
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 sm:mt-7">
            <input
              type="checkbox"
              checked={rules.noTimeLimit}
              onChange={(event) => rules.changeNoTimeLimit(event.target.checked)}
              disabled={locked}
              className="size-4 accent-violet-700"
            />
            {m.setup_no_time_limit()}
          </label>
        </div>
      </RuleItem>
      <RuleItem title={m.setup_rule_review()}>
        <ChoiceGroup
          legend={m.setup_rule_review()}
          name="photoReview"
          value={rules.photoReview ? 'host' : 'auto'}
          options={reviewOptions()}
          onChange={(value) => rules.changePhotoReview(value === 'host')}
          disabled={locked}
        />
      </RuleItem>
      <RuleItem
        title={m.setup_rule_winner()}
        description={rules.winMode === 'prizes' ? m.setup_rule_winner_prizes() : m.setup_rule_winner_first()}
      >
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="autoConfirmWinner"
            checked={rules.autoConfirmWinner}
            onChange={(event) => rules.changeAutoConfirmWinner(event.target.checked)}
            disabled={locked}
            className="size-4 accent-violet-700"
          />
          {m.setup_auto_confirm()}
        </label>
      </RuleItem>
      <RuleItem title={m.setup_rule_players()} description={m.setup_rule_players_description()}>
        <Input
          label={m.setup_max_players()}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PLAYERS_LIMIT}
          value={rules.maxPlayer}
          onChange={(event) => rules.changeMaxPlayer(event.target.value)}
          disabled={locked}
          error={rules.maxPlayerProblem ?? undefined}
          className="sm:max-w-48"
        />
      </RuleItem>
      <RuleItem title={m.setup_rule_late()} description={m.setup_rule_late_description()}>
        <ChoiceGroup
          legend={m.setup_rule_late()}
          name="joinAfterStart"
          value={rules.joinAfterStart ? 'open' : 'closed'}
          options={lateJoinOptions()}
          onChange={(value) => rules.changeJoinAfterStart(value === 'open')}
          disabled={locked}
        />
      </RuleItem>
      <CameraOnlyRule
        initial={rules.cameraOnly}
        onChange={(on) => rules.autosave.save({ cameraOnly: on }, true)}
        disabled={locked}
      />
      <NameFilterRule checked={rules.nameFilter} onChange={rules.changeNameFilter} disabled={ended} />
      <RuleItem title={m.setup_rule_safety()} description={m.setup_rule_safety_description()}>
        <ChoiceGroup
          legend={m.setup_rule_safety()}
          name="safetyCheck"
          value={rules.safetyCheck}
          options={safetyOptions()}
          onChange={rules.changeSafetyCheck}
          disabled={ended}
        />
      </RuleItem>
      <RuleItem title={m.setup_rule_reported()} description={m.setup_rule_reported_description()}>
        <Input
          label={m.setup_report_threshold()}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_REPORT_THRESHOLD}
          value={rules.reportThreshold}
          onChange={(event) => rules.changeReportThreshold(event.target.value)}
          disabled={ended}
          error={rules.reportThresholdProblem ?? undefined}
          className="sm:max-w-48"
        />
      </RuleItem>
    </ul>
  );
}
