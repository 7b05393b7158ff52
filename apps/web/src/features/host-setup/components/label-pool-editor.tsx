import { DEAL_MODES, labelsNeeded, LIMITS, textKey, type DealMode } from '@picture-bingo/shared';
import { parseLabelList, pasteNote } from '@picture-bingo/shared/parse-labels';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { useLabelPacks } from '../api/label-packs';
import { LabelChipsInput } from './label-chips-input';

export interface LabelPoolEditorProps {
  words: string[];
  boardSize: number;
  dealMode: DealMode;
  onWordsChange: (words: string[]) => void;
  onDealModeChange: (mode: DealMode) => void;
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

/**
 * The labels of the board-config screen: start from a built-in pack (add its labels or replace yours), paste a
 * list (new lines, commas or semicolons; duplicates and empties dropped, with a note), edit them one by one, and
 * choose how cards are dealt when there are more labels than cells.
 */
export function LabelPoolEditor({
  words,
  boardSize,
  dealMode,
  onWordsChange,
  onDealModeChange,
}: LabelPoolEditorProps) {
  const packs = useLabelPacks();
  const [packId, setPackId] = useState('');
  const [pasted, setPasted] = useState('');
  const [note, setNote] = useState('');
  const packFieldId = useId();
  const pack = packs.data?.find((p) => p.id === packId);

  const addLabels = (text: string, existing: readonly string[], what: string) => {
    const parsed = parseLabelList(text, existing);
    onWordsChange([...existing, ...parsed.labels]);
    setNote(`${what}: ${pasteNote(parsed)}`);
    return parsed;
  };

  const applyPack = (replace: boolean) => {
    if (!pack) return;
    addLabels(
      pack.labels.join('\n'),
      replace ? [] : words,
      replace ? `Replaced with ${pack.name}` : pack.name,
    );
  };

  const packHasAll = pack ? pack.labels.every((l) => words.some((w) => textKey(w) === textKey(l))) : false;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${packFieldId}-heading`} className="flex flex-col gap-3">
        <h3 id={`${packFieldId}-heading`} className="text-base font-semibold text-slate-900">
          Start from a label pack
        </h3>
        {packs.isError && <Alert variant="error">{errorMessage(packs.error)}</Alert>}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={packFieldId} className="text-sm font-medium text-slate-800">
            Label pack
          </label>
          <select
            id={packFieldId}
            value={packId}
            onChange={(event) => setPackId(event.target.value)}
            disabled={!packs.data}
            aria-describedby={pack ? `${packFieldId}-about` : undefined}
            className="min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 text-base text-slate-900 focus-visible:border-violet-700 focus-visible:outline-2 focus-visible:outline-violet-700 sm:max-w-sm"
          >
            <option value="">{packs.isPending ? 'Loading packs…' : 'Choose a pack'}</option>
            {packs.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.labels.length} labels)
              </option>
            ))}
          </select>
          {pack && (
            <p id={`${packFieldId}-about`} className="text-sm text-slate-600">
              {pack.description}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="soft" disabled={!pack || packHasAll} onClick={() => applyPack(false)}>
            Add pack labels
          </Button>
          <Button variant="outlined" disabled={!pack} onClick={() => applyPack(true)}>
            Replace my labels
          </Button>
        </div>
      </section>

      <section className="flex flex-col gap-3">
        <Textarea
          label="Paste labels"
          rows={4}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          placeholder={'Cake\nBalloons, Party hat; Candles'}
          helperText={`One per line, or separated by commas or semicolons. Duplicates and empty ones are dropped; at most ${LIMITS.labels} labels.`}
        />
        <Button
          variant="soft"
          className="self-start"
          disabled={!pasted.trim()}
          onClick={() => {
            addLabels(pasted, words, 'Pasted');
            setPasted('');
          }}
        >
          Add pasted labels
        </Button>
      </section>

      <p role="status" className="min-h-5 text-sm font-medium text-slate-800">
        {note}
      </p>

      <LabelChipsInput
        words={words}
        onChange={(next) => {
          setNote('');
          onWordsChange(next);
        }}
        helperText={`${words.length} label${words.length === 1 ? '' : 's'}; a ${boardSize}x${boardSize} card needs ${labelsNeeded(boardSize)}.`}
      />

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
              onChange={() => onDealModeChange(mode)}
              className="mt-1 size-4 accent-violet-700"
            />
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{DEAL_MODE_TEXT[mode].label}</span>
              <span className="text-sm text-slate-600">{DEAL_MODE_TEXT[mode].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
