import {
  MAX_PLAYERS_LIMIT,
  MAX_PRIZES,
  MAX_REPORT_THRESHOLD,
  MAX_TIME_LIMIT_MINUTES,
  WIN_CONDITION_TEXTS,
  type TSafetyCheck,
  type TWinCondition,
  type TWinMode,
} from '@picture-bingo/shared';
import { Input } from '@/components/ui/input';
import type { GameRulesState } from '../hooks/use-game-rules';
import { CameraOnlyRule } from './camera-only-rule';
import { NameFilterRule } from './name-filter-rule';
import { PrizeListEditor } from './prize-list-editor';
import { ChoiceGroup, RuleItem, type ChoiceOption } from './rule-item';

const WIN_OPTIONS: ReadonlyArray<ChoiceOption<TWinCondition>> = (['full', 'line', 'two-lines'] as const).map(
  (value) => ({
    value,
    label: WIN_CONDITION_TEXTS[value].label,
    description: WIN_CONDITION_TEXTS[value].description,
  }),
);

const MODE_OPTIONS: ReadonlyArray<ChoiceOption<TWinMode>> = [
  {
    value: 'first',
    label: 'First BINGO! wins',
    description: 'One winner: the game ends with the first valid BINGO!',
  },
  {
    value: 'prizes',
    label: 'Prizes',
    description: `Up to ${MAX_PRIZES} winners in order, for example first line, then first full card. Each player wins at most one prize; the game ends when the last prize is won.`,
  },
];

const REVIEW_OPTIONS: ReadonlyArray<ChoiceOption<'auto' | 'host'>> = [
  { value: 'auto', label: 'Accept automatically', description: 'A photo counts as soon as it is uploaded.' },
  {
    value: 'host',
    label: 'Host approves each photo',
    description: 'A photo counts once you approve it; a rejected photo can be taken again.',
  },
];

const SAFETY_OPTIONS: ReadonlyArray<ChoiceOption<TSafetyCheck>> = [
  {
    value: 'explicit',
    label: 'Hold explicit photos',
    description: 'A photo the check finds explicit waits for you; nobody else sees it until you approve it.',
  },
  {
    value: 'suggestive',
    label: 'Hold explicit and suggestive photos',
    description: 'Also holds revealing photos (swimwear, underwear), and so more harmless ones.',
  },
  { value: 'off', label: 'Off', description: 'Photos are not checked.' },
];

const LATE_JOIN_OPTIONS: ReadonlyArray<ChoiceOption<'open' | 'closed'>> = [
  {
    value: 'open',
    label: 'Until the game ends',
    description: 'Latecomers join while the game runs, with a card and the time that is left.',
  },
  {
    value: 'closed',
    label: 'Only before the start',
    description: 'Joining closes when you start the game.',
  },
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
      <RuleItem
        title="Uploading photos"
        description="Players upload one image at a time into any available grid slot"
      />
      <RuleItem title="Winners">
        <ChoiceGroup
          legend="Winners"
          name="winMode"
          value={rules.winMode}
          options={MODE_OPTIONS}
          onChange={rules.changeWinMode}
          disabled={locked}
        />
      </RuleItem>
      {rules.winMode === 'first' ? (
        <RuleItem title="Win condition">
          <ChoiceGroup
            legend="Win condition"
            name="winCondition"
            value={rules.winCondition}
            options={WIN_OPTIONS}
            onChange={rules.changeWinCondition}
            disabled={locked}
          />
        </RuleItem>
      ) : (
        <RuleItem
          title="Prizes"
          description="Awarded in this order, from the easiest win to the hardest: a line, then two lines, then a full card."
        >
          <PrizeListEditor rules={rules} disabled={locked} />
        </RuleItem>
      )}
      <RuleItem
        title="Time limit"
        description="The grid must be completed within a time limit, otherwise the player with the most images wins"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-6">
          <Input
            label="Time limit (minutes)"
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
            No time limit
          </label>
        </div>
      </RuleItem>
      <RuleItem title="Photo review">
        <ChoiceGroup
          legend="Photo review"
          name="photoReview"
          value={rules.photoReview ? 'host' : 'auto'}
          options={REVIEW_OPTIONS}
          onChange={(value) => rules.changePhotoReview(value === 'host')}
          disabled={locked}
        />
      </RuleItem>
      <RuleItem
        title="Winner"
        description={
          rules.winMode === 'prizes'
            ? 'Confirm each prize yourself, or let each prize go at once to the earliest valid card (server time).'
            : 'Confirm the winner yourself, or let the first valid BINGO! win at once.'
        }
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
          Auto-confirm winner: the first valid BINGO! wins
        </label>
      </RuleItem>
      <RuleItem title="Players" description="How many players may join this game.">
        <Input
          label="Maximum players"
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
      <RuleItem title="Late joining" description="Whether guests may still join after the game has started.">
        <ChoiceGroup
          legend="Late joining"
          name="joinAfterStart"
          value={rules.joinAfterStart ? 'open' : 'closed'}
          options={LATE_JOIN_OPTIONS}
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
      <RuleItem
        title="Safety check"
        description="Every photo is checked by an image model on the server before anyone else sees it. It is a model, not a promise: it misses some photos and holds some harmless ones."
      >
        <ChoiceGroup
          legend="Safety check"
          name="safetyCheck"
          value={rules.safetyCheck}
          options={SAFETY_OPTIONS}
          onChange={rules.changeSafetyCheck}
          disabled={ended}
        />
      </RuleItem>
      <RuleItem
        title="Reported photos"
        description="Players can report a photo in the gallery. Once this many players have reported it, it leaves every screen until you approve or reject it."
      >
        <Input
          label="Reports that hide a photo"
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
