import { type DealMode, labelsNeeded, LIMITS } from '@picture-bingo/shared';
import type { ParsedLabels } from '@picture-bingo/shared/parse-labels';
import { currentLocale, m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** The labels field's summary: how many labels there are, and how many the card still needs. */
export function labelsSummary(count: number, size: number): string {
  const needed = labelsNeeded(size);
  const missing = needed - count;
  const words = { count, shown: formatCount(count), size: formatCount(size), needed: formatCount(needed) };
  return missing > 0
    ? m.setup_labels_summary_missing({ ...words, missing: formatCount(missing) })
    : m.setup_labels_summary_ready(words);
}

/**
 * How the labels reach the cards, in words for the host's preview ("24 of 36 labels on each card, drawn at
 * random for each guest"): the shared poolSummary's sentences in the shown language.
 */
export function poolSummary(labelCount: number, boardSize: number, mode: DealMode): string {
  const needed = labelsNeeded(boardSize);
  const count = formatCount(labelCount);
  if (labelCount <= needed) {
    return m.setup_pool_all({ count, needed: formatCount(needed), size: formatCount(boardSize) });
  }
  if (mode === 'random') return m.setup_pool_random({ count, needed: formatCount(needed) });
  const extra = labelCount - needed;
  // Chosen by how many labels are left unused; the sentence names them all.
  const words = { count: extra, shown: formatCount(extra), needed: formatCount(needed), total: count };
  return mode === 'shuffled' ? m.setup_pool_shuffled(words) : m.setup_pool_same_card(words);
}

/**
 * The note shown after a paste: how many labels were added and, when some were left out, how many and why
 * ("Added 12 labels. Dropped 3: 2 duplicates, 1 empty."): the shared pasteNote in the shown language.
 */
export function pasteNote(parsed: ParsedLabels): string {
  const added = m.setup_paste_added({
    count: parsed.labels.length,
    shown: formatCount(parsed.labels.length),
  });
  const max = formatCount(LIMITS.label);
  const reasons: string[] = [];
  if (parsed.duplicates > 0) {
    reasons.push(
      m.setup_paste_duplicates({ count: parsed.duplicates, shown: formatCount(parsed.duplicates) }),
    );
  }
  if (parsed.empty > 0)
    reasons.push(m.setup_paste_empty({ count: parsed.empty, shown: formatCount(parsed.empty) }));
  if (parsed.tooLong > 0) reasons.push(m.setup_paste_too_long({ count: formatCount(parsed.tooLong), max }));
  if (parsed.overLimit > 0) {
    reasons.push(
      m.setup_paste_over_limit({ count: formatCount(parsed.overLimit), max: formatCount(LIMITS.labels) }),
    );
  }
  if (reasons.length === 0) return added;
  const dropped = parsed.duplicates + parsed.empty + parsed.tooLong + parsed.overLimit;
  return m.setup_paste_dropped({
    added,
    count: dropped,
    shown: formatCount(dropped),
    // "2 duplicates, 1 empty": the language's own list of units.
    reasons: new Intl.ListFormat(currentLocale(), { type: 'unit', style: 'short' }).format(reasons),
  });
}
