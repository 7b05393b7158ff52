import { LIMITS } from '@picture-bingo/shared';
import type { TLabelPack } from '@picture-bingo/shared/label-pack';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { usePackList } from '../hooks/use-pack-list';
import { useLabelEntry } from '../hooks/use-label-entry';
import { LabelChipList } from './label-chip-list';
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
  const entry = useLabelEntry(words, onChange);
  const { draft, problem, note } = entry;
  // A pack adds its labels after the host's own (those already on the board are dropped, with a note).
  const packList = usePackList(id, packs, (pack) => entry.addList(pack.labels.join('\n'), pack.name));

  const describedBy = [problem && 'problem', helperText && 'helper', packList.available && 'packs-keys']
    .flatMap((part) => (part ? [`${id}-${part}`] : []))
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
            onChange={(event) => entry.type(event.target.value)}
            onKeyDown={(event) => packList.onKeyDown(event) || entry.onKeyDown(event)}
            onBlur={packList.close}
            onPaste={entry.onPaste}
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
          <Button variant="soft" onClick={entry.add} disabled={disabled || !draft.trim()}>
            {m.setup_add()}
          </Button>
        </div>
        {packList.available && (
          <PackListButton
            id={id}
            disabled={disabled}
            open={packList.open}
            onToggle={() => {
              inputRef.current?.focus();
              packList.toggle();
            }}
          />
        )}
        <LabelPackList packs={packs} list={packList} />
      </div>
      <EntryNotes id={id} problem={problem} note={note} helperText={helperText} />
      <LabelChipList
        id={id}
        words={words}
        disabled={disabled}
        onRemove={entry.remove}
        onEmptied={() => inputRef.current?.focus()}
      />
    </div>
  );
}

/** The button that opens the label packs' list, and how the keyboard opens it. */
function PackListButton({
  id,
  disabled,
  open,
  onToggle,
}: {
  id: string;
  disabled: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {/* Out of the tab order like a combobox's own button: the keyboard opens the list with ↓. */}
      <Button
        variant="outlined"
        tabIndex={-1}
        disabled={disabled}
        aria-expanded={open}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onToggle}
        className="shrink-0"
      >
        {m.setup_label_packs()}
      </Button>
      <p id={`${id}-packs-keys`} className="min-w-0 flex-1 basis-48 text-sm text-slate-600">
        {m.setup_pack_keys()}
      </p>
    </div>
  );
}

/** Under the field: why the label was refused, what a list left out, and the field's own help. */
function EntryNotes({
  id,
  problem,
  note,
  helperText,
}: {
  id: string;
  problem: string | null;
  note: string;
  helperText?: string;
}) {
  return (
    <>
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
    </>
  );
}
