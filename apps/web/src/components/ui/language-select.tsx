import { LANGUAGES, LANGUAGE_TAGS, type TLanguage } from '@picture-bingo/shared/languages';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface LanguageSelectProps {
  label: string;
  name: string;
  /** The chosen language; null: none chosen yet (the select then offers `unsetLabel` first). */
  value: TLanguage | null;
  onChange: (language: TLanguage) => void;
  helperText?: string;
  /** What the empty choice says while `value` is null. */
  unsetLabel?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled select of the app's languages, each named in itself (with its `lang`, so a screen reader reads
 * "Deutsch" in German) in the order of the shared list.
 */
export function LanguageSelect({
  label,
  name,
  value,
  onChange,
  helperText,
  unsetLabel,
  disabled,
  className,
}: LanguageSelectProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={helperId}
        onChange={(event) => {
          const chosen = LANGUAGE_TAGS.find((tag) => tag === event.target.value);
          if (chosen) onChange(chosen);
        }}
        className={cn(
          'min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 text-base text-slate-900',
          'focus-visible:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-violet-700',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        {value === null && (
          <option value="" disabled>
            {unsetLabel ?? ''}
          </option>
        )}
        {LANGUAGE_TAGS.map((tag) => (
          <option key={tag} value={tag} lang={tag} dir={LANGUAGES[tag].dir}>
            {LANGUAGES[tag].nativeName}
          </option>
        ))}
      </select>
      {helperText && (
        <p id={helperId} className="text-sm text-slate-600">
          {helperText}
        </p>
      )}
    </div>
  );
}
