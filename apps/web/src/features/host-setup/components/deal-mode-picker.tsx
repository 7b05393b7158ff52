import { DEAL_MODES, type DealMode } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';

export interface DealModePickerProps {
  dealMode: DealMode;
  onChange: (mode: DealMode) => void;
}

const DEAL_MODE_TEXT: Record<DealMode, { label: () => string; hint: () => string }> = {
  random: { label: () => m.setup_deal_random(), hint: () => m.setup_deal_random_hint() },
  shuffled: { label: () => m.setup_deal_shuffled(), hint: () => m.setup_deal_shuffled_hint() },
  'same-card': { label: () => m.setup_deal_same_card(), hint: () => m.setup_deal_same_card_hint() },
};

/** How cards are dealt when there are more labels than cells (the labels themselves are edited on Step 1). */
export function DealModePicker({ dealMode, onChange }: DealModePickerProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-semibold text-slate-900">{m.setup_deal_legend()}</legend>
      {DEAL_MODES.map((mode) => (
        <label
          key={mode}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50"
        >
          <input
            type="radio"
            name="dealMode"
            value={mode}
            checked={dealMode === mode}
            onChange={() => onChange(mode)}
            className="mt-1 size-4 accent-violet-700"
          />
          <span className="flex flex-col">
            <span className="font-medium text-slate-900">{DEAL_MODE_TEXT[mode].label()}</span>
            <span className="text-sm text-slate-600">{DEAL_MODE_TEXT[mode].hint()}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
