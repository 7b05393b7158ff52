import type { ReactNode } from 'react';

/** One rule of the game: a title, the rule text players will read, and its setting. */
export function RuleItem({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description && <p className="text-sm text-slate-700">{description}</p>}
      </div>
      {children}
    </li>
  );
}

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  description: string;
}

/** A set of radio cards (one choice of several), labelled by `legend`. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  disabled = false,
}: {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<ChoiceOption<T>>;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-violet-600 has-checked:bg-violet-50 has-disabled:cursor-not-allowed"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1 size-4 accent-violet-700"
          />
          <span className="flex flex-col">
            <span className="font-medium text-slate-900">{option.label}</span>
            <span className="text-sm text-slate-700">{option.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
