import { LIMITS } from './constants';
import { hasVisibleText, normaliseText, textKey } from './normalise-text';

/** What splits a pasted list of labels: new lines, commas and semicolons. */
const SEPARATORS = /\r\n|[\n\r,;]/;
/** A list marker a pasted line may start with ("- ", "* ", "• ", "1. ", "2) "): not part of the label. */
const LIST_MARKER = /^(?:[-*•·–]|\d{1,3}[.)])\s+/u;

export interface ParsedLabels {
  /** New labels in the order pasted, in the stored form (normaliseText), none already in `existing`. */
  labels: string[];
  /** Pieces whose label is already in the list or earlier in the paste (compared with textKey). */
  duplicates: number;
  /** Pieces with nothing to see between two separators. */
  empty: number;
  /** Pieces longer than a label may be (LIMITS.label). */
  tooLong: number;
  /** Labels left out because the pool is full (LABEL_POOL_MAX). */
  overLimit: number;
}

/**
 * Splits a pasted list into labels for a board that already holds `existing`: each piece in the one stored form,
 * list markers dropped; empties, duplicates (of the board or of each other, compared as the server compares:
 * textKey), over-long pieces and labels past the pool's limit left out and counted.
 */
export function parseLabelList(text: string, existing: readonly string[] = []): ParsedLabels {
  const result: ParsedLabels = { labels: [], duplicates: 0, empty: 0, tooLong: 0, overLimit: 0 };
  const trimmed = text.trim();
  if (!trimmed) return result;
  const seen = new Set(existing.map(textKey));
  let room = LIMITS.labels - existing.length;
  for (const piece of trimmed.split(SEPARATORS)) {
    const label = normaliseText(piece).replace(LIST_MARKER, '');
    if (!hasVisibleText(label)) {
      result.empty++;
      continue;
    }
    if (label.length > LIMITS.label) {
      result.tooLong++;
      continue;
    }
    const key = textKey(label);
    if (seen.has(key)) {
      result.duplicates++;
      continue;
    }
    if (room <= 0) {
      result.overLimit++;
      continue;
    }
    seen.add(key);
    room--;
    result.labels.push(label);
  }
  return result;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The note shown after a paste: how many labels were added and, when some were left out, how many and why
 * ("Added 12 labels. Dropped 3: 2 duplicates, 1 empty.").
 */
export function pasteNote(parsed: ParsedLabels): string {
  const added = `Added ${plural(parsed.labels.length, 'label')}.`;
  const reasons = [
    parsed.duplicates > 0 && plural(parsed.duplicates, 'duplicate'),
    parsed.empty > 0 && `${parsed.empty} empty`,
    parsed.tooLong > 0 && `${parsed.tooLong} over ${LIMITS.label} characters`,
    parsed.overLimit > 0 && `${parsed.overLimit} past the limit of ${LIMITS.labels} labels`,
  ].filter((r): r is string => Boolean(r));
  if (reasons.length === 0) return added;
  const dropped = parsed.duplicates + parsed.empty + parsed.tooLong + parsed.overLimit;
  return `${added} Dropped ${dropped}: ${reasons.join(', ')}.`;
}
