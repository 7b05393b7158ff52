import { hasVisibleText, invisibleText, LIMITS, normaliseText, textKey } from '@picture-bingo/shared';
import { parseLabelList, pasteNote } from '@picture-bingo/shared/parse-labels';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface LabelChipsInputProps {
  words: string[];
  onChange: (words: string[]) => void;
  disabled?: boolean;
  /** Shown under the field, e.g. how many labels the card still needs. */
  helperText?: string;
}

/**
 * Why `word` (normalised) cannot be added to `words`, or null when it can. Duplicates are compared as the server
 * compares them (shared textKey: case, accents composed or not, fullwidth, invisible characters).
 */
export function labelProblem(words: readonly string[], word: string): string | null {
  if (!hasVisibleText(word)) return invisibleText('Each label');
  const key = textKey(word);
  if (words.some((w) => textKey(w) === key)) return `"${word}" is already on the board`;
  if (words.length >= LIMITS.labels) return `A board can have at most ${LIMITS.labels} labels`;
  return null;
}

/** Board Labels: type a word and press Enter to add it (trimmed; empty ignored); each chip has a remove cross. */
export function LabelChipsInput({ words, onChange, disabled = false, helperText }: LabelChipsInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');

  // A pasted list (new lines, commas or semicolons) becomes labels at once, with a note of what was dropped.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\n\r,;]/.test(text)) return;
    event.preventDefault();
    const parsed = parseLabelList(text, words);
    setProblem(null);
    setNote(pasteNote(parsed));
    if (parsed.labels.length > 0) onChange([...words, ...parsed.labels]);
  };

  const add = () => {
    if (!draft.trim()) return;
    // The form the server stores: what the chip shows is what the card will say.
    const word = normaliseText(draft);
    const reason = labelProblem(words, word);
    setProblem(reason);
    if (reason) return;
    onChange([...words, word]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds (and must not submit a form); during IME composition it confirms the characters instead.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  const remove = (index: number) => {
    onChange(words.filter((_, i) => i !== index));
    setProblem(null);
    inputRef.current?.focus();
  };

  const describedBy = [problem && `${id}-problem`, helperText && `${id}-helper`].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Board Labels
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
            setNote('');
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          maxLength={LIMITS.label}
          disabled={disabled}
          placeholder="Type a label and press Enter"
          enterKeyHint="done"
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            'min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500',
            'focus-visible:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-violet-700',
            'disabled:cursor-not-allowed disabled:opacity-60',
            problem && 'border-red-600',
          )}
        />
        <Button variant="soft" onClick={add} disabled={disabled || !draft.trim()}>
          Add
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {note && (
        <p role="status" className="text-sm text-slate-700">
          {note}
        </p>
      )}
      {helperText && (
        <p id={`${id}-helper`} className="text-sm text-slate-600">
          {helperText}
        </p>
      )}
      {words.length > 0 && (
        <ul aria-label="Added labels" className="flex flex-wrap gap-2">
          {words.map((word, index) => (
            <li
              key={word}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-violet-100 py-1 pr-1 pl-3 text-sm font-medium text-violet-900"
            >
              <span className="break-all">{word}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remove ${word}`}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-violet-200 disabled:cursor-not-allowed"
              >
                <svg
                  viewBox="0 0 20 20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  className="size-4"
                  aria-hidden="true"
                >
                  <path d="m6 6 8 8m0-8-8 8" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
