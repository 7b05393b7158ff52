import { useRef, useState, type KeyboardEvent } from 'react';
import { m } from '@/lib/i18n/messages';
import { readingArrows } from '@/lib/i18n/reading-direction';
import { chipKeyAction } from '../utils/chip-keys';

/**
 * The labels added, each a chip with a remove cross. The chips are one tab stop (roving tabindex): the arrow keys,
 * Home and End move between them, Delete or Backspace removes the focused one and focus stays in the list (in the
 * field once the last one is gone: `onEmptied`).
 */
export function LabelChipList({
  id,
  words,
  disabled,
  onRemove,
  onEmptied,
}: {
  id: string;
  words: string[];
  disabled: boolean;
  onRemove: (index: number) => void;
  onEmptied: () => void;
}) {
  const [active, setActive] = useState(0);
  const chipsRef = useRef<HTMLUListElement>(null);
  const current = Math.min(active, Math.max(0, words.length - 1));
  const focusChip = (index: number) => {
    setActive(index);
    chipsRef.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };
  const remove = (index: number) => {
    const left = words.length - 1;
    onRemove(index);
    if (left === 0) return onEmptied();
    const next = Math.min(index, left - 1);
    setActive(next);
    // After the list re-renders without the removed chip.
    requestAnimationFrame(() =>
      chipsRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus(),
    );
  };
  const onChipKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const action = chipKeyAction(event.key, index, words.length, readingArrows());
    if (!action) return;
    event.preventDefault();
    if ('move' in action) focusChip(action.move);
    else remove(index);
  };
  if (words.length === 0) return null;
  return (
    <>
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
              <RemoveCross />
            </button>
          </li>
        ))}
      </ul>
      <p id={`${id}-chips-keys`} className="sr-only">
        {m.setup_chip_keys()}
      </p>
    </>
  );
}

function RemoveCross() {
  return (
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
  );
}
