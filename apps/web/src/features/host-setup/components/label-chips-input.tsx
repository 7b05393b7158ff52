import { hasVisibleText, LIMITS, normaliseText, textKey } from '@picture-bingo/shared';
import type { TLabelPack } from '@picture-bingo/shared/label-pack';
import { parseLabelList } from '@picture-bingo/shared/parse-labels';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { readingArrows } from '@/lib/i18n/reading-direction';
import { formatCount } from '@/lib/i18n/numbers';
import { usePackList } from '../hooks/use-pack-list';
import { pasteNote } from '../utils/labels-texts';
import { LabelPackList } from './label-pack-list';

export interface LabelChipsInputProps {
  words: string[];
  onChange: (words: string[]) => void;
  disabled?: boolean;
  /** Shown under the field, e.g. how many labels the card still needs. */
  helperText?: string;
  /** The built-in label packs, offered in the field's pop-up list; none: the field has no list. */
  packs?: readonly TLabelPack[];
}

/**
 * Why `word` (normalised) cannot be added to `words`, or null when it can. Duplicates are compared as the server
 * compares them (shared textKey: case, accents composed or not, fullwidth, invisible characters).
 */
export function labelProblem(words: readonly string[], word: string): string | null {
  if (!hasVisibleText(word)) return m.setup_label_invisible();
  const key = textKey(word);
  if (words.some((w) => textKey(w) === key)) return m.setup_label_duplicate({ label: word });
  if (words.length >= LIMITS.labels) return m.setup_label_too_many({ max: formatCount(LIMITS.labels) });
  return null;
}

/**
 * Board Labels, the one label editor: type a word and press Enter to add it (trimmed; empty ignored), paste a list,
 * or pick a label pack from the field's list (↓ or the Label packs button); each chip has a remove cross.
 */
export function LabelChipsInput({
  words,
  onChange,
  disabled = false,
  helperText,
  packs = [],
}: LabelChipsInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');

  // A pasted list (new lines, commas or semicolons) becomes labels at once, with a note of what was dropped.
  const addList = (text: string, source: string) => {
    const parsed = parseLabelList(text, words);
    setProblem(null);
    setNote(m.setup_list_note({ source, note: pasteNote(parsed) }));
    if (parsed.labels.length > 0) onChange([...words, ...parsed.labels]);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\n\r,;]/.test(text)) return;
    event.preventDefault();
    addList(text, m.setup_pasted());
  };
  // A pack adds its labels after the host's own (those already on the board are dropped, with a note).
  const packList = usePackList(id, packs, (pack) => addList(pack.labels.join('\n'), pack.name));

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
    if (packList.onKeyDown(event)) return;
    // Enter adds (and must not submit a form); during IME composition it confirms the characters instead.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  // The chips are one tab stop (roving tabindex): the arrow keys, Home and End move between them, Delete or
  // Backspace removes the focused one and focus stays in the list.
  const [active, setActive] = useState(0);
  const chipsRef = useRef<HTMLUListElement>(null);
  const current = Math.min(active, Math.max(0, words.length - 1));
  const focusChip = (index: number) => {
    setActive(index);
    chipsRef.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  const remove = (index: number) => {
    const left = words.length - 1;
    onChange(words.filter((_, i) => i !== index));
    setProblem(null);
    if (left === 0) return inputRef.current?.focus();
    const next = Math.min(index, left - 1);
    setActive(next);
    // After the list re-renders without the removed chip.
    requestAnimationFrame(() =>
      chipsRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus(),
    );
  };

  const onChipKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = words.length - 1;
    // The chips run in the reading direction.
    const arrows = readingArrows();
    const moves: Record<string, number> = {
      [arrows.forward]: Math.min(index + 1, last),
      ArrowDown: Math.min(index + 1, last),
      [arrows.back]: Math.max(index - 1, 0),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusChip(moves[event.key]);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(index);
    }
  };

  const describedBy = [
    problem && `${id}-problem`,
    helperText && `${id}-helper`,
    packList.available && `${id}-packs-keys`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {m.setup_board_labels()}
      </label>
      <div className="relative flex flex-col gap-2">
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={id}
            {...(packList.available ? packList.inputProps : {})}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
              setNote('');
            }}
            onKeyDown={onKeyDown}
            onBlur={packList.close}
            onPaste={onPaste}
            maxLength={LIMITS.label}
            dir="auto"
            disabled={disabled}
            placeholder={m.setup_label_placeholder()}
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
            {m.setup_add()}
          </Button>
        </div>
        {packList.available && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {/* Out of the tab order like a combobox's own button: the keyboard opens the list with ↓. */}
            <Button
              variant="outlined"
              tabIndex={-1}
              disabled={disabled}
              aria-expanded={packList.open}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                inputRef.current?.focus();
                packList.toggle();
              }}
              className="shrink-0"
            >
              {m.setup_label_packs()}
            </Button>
            <p id={`${id}-packs-keys`} className="min-w-0 flex-1 basis-48 text-sm text-slate-600">
              {m.setup_pack_keys()}
            </p>
          </div>
        )}
        <LabelPackList packs={packs} list={packList} />
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
        <ul
          ref={chipsRef}
          aria-label={m.setup_added_labels()}
          aria-describedby={`${id}-chips-keys`}
          className="flex flex-wrap gap-2"
        >
          {words.map((word, index) => (
            <li
              key={word}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-violet-100 py-1 ps-3 pe-1 text-sm font-medium text-violet-900"
            >
              {/* A long label ends in "…" on its chip, never split inside a word; the whole text is its title. */}
              <span className="min-w-0 truncate" title={word} dir="auto">
                {word}
              </span>
              <button
                type="button"
                onClick={() => remove(index)}
                onKeyDown={(event) => onChipKeyDown(event, index)}
                onFocus={() => setActive(index)}
                tabIndex={index === current ? 0 : -1}
                disabled={disabled}
                aria-label={m.setup_remove_label({ label: word })}
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
      {words.length > 0 && (
        <p id={`${id}-chips-keys`} className="sr-only">
          {m.setup_chip_keys()}
        </p>
      )}
    </div>
  );
}
