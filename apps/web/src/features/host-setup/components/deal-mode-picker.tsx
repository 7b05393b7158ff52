import { DEAL_MODES, type DealMode } from '@picture-bingo/shared';

export interface DealModePickerProps {
  dealMode: DealMode;
  onChange: (mode: DealMode) => void;
}

const DEAL_MODE_TEXT: Record<DealMode, { label: string; hint: string }> = {
  random: {
    label: 'A random card for each guest',
    hint: 'Each card is drawn from all your labels, so cards differ more.',
  },
  shuffled: {
    label: 'Same labels for everyone, shuffled',
    hint: 'Everyone gets the first labels of your list, each in their own order.',
  },
  'same-card': {
    label: 'The same card for everyone',
    hint: 'The first labels of your list, in the list’s order, on every card.',
  },
};

/** How cards are dealt when there are more labels than cells (the labels themselves are edited on Step 1). */
export function DealModePicker({ dealMode, onChange }: DealModePickerProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-semibold text-slate-900">How cards are dealt</legend>
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
            <span className="font-medium text-slate-900">{DEAL_MODE_TEXT[mode].label}</span>
            <span className="text-sm text-slate-600">{DEAL_MODE_TEXT[mode].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
