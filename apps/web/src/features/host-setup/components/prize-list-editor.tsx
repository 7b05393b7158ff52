import { PRIZE_NAME_MAX, type TWinCondition } from '@picture-bingo/shared';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import type { GameRulesState } from '../hooks/use-game-rules';
import { WIN_CONDITION_WORDS } from '../utils/win-condition-words';

const CONDITIONS: TWinCondition[] = ['line', 'two-lines', 'full'];

/** The prizes of a "prizes" game, in the order they are won: a name and a win condition each. */
export function PrizeListEditor({ rules, disabled }: { rules: GameRulesState; disabled: boolean }) {
  const problemId = useId();
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3" aria-label={m.setup_rule_prizes()}>
        {rules.prizes.map((prize, index) => (
          <li
            // Prizes have no id of their own; their place is what identifies them.
            key={index}
            className="flex flex-col gap-2 rounded-xl border border-slate-300 p-3 sm:flex-row sm:items-end"
            data-testid="prize-row"
          >
            <span className="text-sm font-semibold text-slate-700 sm:mb-3">{formatCount(index + 1)}.</span>
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
              {m.setup_prize_name({ n: formatCount(index + 1) })}
              <input
                type="text"
                value={prize.name}
                dir="auto"
                maxLength={PRIZE_NAME_MAX * 2}
                onChange={(event) => rules.changePrizeName(index, event.target.value)}
                disabled={disabled}
                aria-describedby={rules.prizesProblem ? problemId : undefined}
                className="min-h-11 rounded-lg border border-slate-400 px-3 text-base text-slate-900 disabled:bg-slate-100"
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              {m.setup_prize_condition({ n: formatCount(index + 1) })}
              <select
                value={prize.condition}
                onChange={(event) => rules.changePrizeCondition(index, event.target.value as TWinCondition)}
                disabled={disabled}
                className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 disabled:bg-slate-100"
              >
                {CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {WIN_CONDITION_WORDS[c].label()}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="outlined"
              onClick={() => rules.removePrize(index)}
              disabled={disabled || rules.prizes.length <= 1}
              aria-label={m.setup_prize_remove({ n: formatCount(index + 1) })}
            >
              {m.setup_remove()}
            </Button>
          </li>
        ))}
      </ol>
      {rules.prizesProblem && (
        <Alert variant="error">
          <span id={problemId}>{rules.prizesProblem}</span>
        </Alert>
      )}
      <div>
        <Button variant="outlined" onClick={rules.addPrize} disabled={disabled || !rules.canAddPrize}>
          {m.setup_prize_add()}
        </Button>
      </div>
    </div>
  );
}
