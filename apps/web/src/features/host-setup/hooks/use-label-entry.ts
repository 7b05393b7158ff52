import { hasVisibleText, LIMITS, normaliseText, textKey } from '@picture-bingo/shared';
import { parseLabelList } from '@picture-bingo/shared/parse-labels';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { pasteNote } from '../utils/labels-texts';

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
 * The label being typed and what became of the last one added: why it was refused (`problem`), or a note of what a
 * pasted list or a pack left out (`note`). Typing clears both.
 */
export function useLabelEntry(words: string[], onChange: (words: string[]) => void) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');

  // A list (new lines, commas or semicolons) becomes labels at once, with a note of what was dropped.
  const addList = (text: string, source: string) => {
    const parsed = parseLabelList(text, words);
    setProblem(null);
    setNote(m.setup_list_note({ source, note: pasteNote(parsed) }));
    if (parsed.labels.length > 0) onChange([...words, ...parsed.labels]);
  };
  /** Adds the label typed, trimmed; an empty one is ignored. */
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
  return {
    draft,
    problem,
    note,
    addList,
    type: (text: string) => {
      setDraft(text);
      setProblem(null);
      setNote('');
    },
    add,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      // Enter adds (and must not submit a form); during IME composition it confirms the characters instead.
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      event.preventDefault();
      add();
    },
    remove: (index: number) => {
      onChange(words.filter((_, i) => i !== index));
      setProblem(null);
    },
    /** A pasted list becomes labels; a single word pastes into the field as usual. */
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const text = event.clipboardData.getData('text');
      if (!/[\n\r,;]/.test(text)) return;
      event.preventDefault();
      addList(text, m.setup_pasted());
    },
  };
}
