import { m } from '@/lib/i18n/messages';
import { RuleItem } from './rule-item';

/**
 * The name filter rule: on by default; the host may turn it off at any time before the game ends (also after
 * paying), for example to let in a guest whose real name a word list refuses.
 */
export function NameFilterRule({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled: boolean;
}) {
  return (
    <RuleItem title={m.setup_rule_names()} description={m.setup_rule_names_description()}>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name="nameFilter"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
          className="size-4 accent-violet-700"
        />
        {m.setup_name_filter()}
      </label>
    </RuleItem>
  );
}
