/**
 * The one form user text is stored, shown and compared in (names, board labels, titles), used by the zod schemas
 * so the server and the web agree: Unicode NFKC (fullwidth "ａｄｍｉｎ" is "admin", "e\u0301" is "é"), invisible
 * characters removed (zero-width, bidi controls, soft hyphen, word joiners, BOM, Hangul fillers, variation
 * selectors and tags outside emoji: every Default_Ignorable_Code_Point), whitespace collapsed to one space and
 * trimmed. Emoji keep what draws them: a zero-width joiner between two pictographs (👩‍💻), a variation selector
 * after a character (❤️), tag characters after a black flag (🏴 subdivision flags).
 */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Blank but not Default_Ignorable: the braille blank, the interlinear annotation marks, the object replacement. */
const BLANK = /[\u2800\uFFF9-\uFFFC]/u;
const ZWJ = '\u200D';
const BLACK_FLAG = 0x1f3f4;
const isVariationSelector = (code: number) =>
  (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);
const isTag = (code: number) => code >= 0xe0020 && code <= 0xe007f;

/** The last base character before `index`, skipping variation selectors. */
function baseBefore(chars: readonly string[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i--) {
    if (!isVariationSelector(chars[i]!.codePointAt(0)!)) return chars[i];
  }
  return undefined;
}

function dropInvisible(value: string): string {
  const chars = Array.from(value);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const code = ch.codePointAt(0)!;
    const last = out.at(-1);
    const lastCode = last?.codePointAt(0);
    if (ch === ZWJ) {
      const before = baseBefore(chars, i);
      const after = chars[i + 1];
      if (before && after && PICTOGRAPH.test(before) && PICTOGRAPH.test(after) && last !== ZWJ) out.push(ch);
    } else if (isVariationSelector(code)) {
      if (lastCode !== undefined && !IGNORABLE.test(last!)) out.push(ch);
    } else if (isTag(code)) {
      if (lastCode === BLACK_FLAG || (lastCode !== undefined && isTag(lastCode))) out.push(ch);
    } else if (!IGNORABLE.test(ch) && !BLANK.test(ch)) {
      out.push(ch);
    }
  }
  return out.join('');
}

/** The display form of a single-line text (see above). Idempotent. */
export function normaliseText(value: string): string {
  const visible = dropInvisible(value.normalize('NFKC'));
  // Removing a character between a letter and its accent can leave them uncomposed: compose again.
  return visible.replace(/\s+/gu, ' ').trim().normalize('NFKC');
}

/**
 * The comparison form: the display form without any invisible character at all (emoji joiners included),
 * case-folded (upper then lower case: "Straße" and "STRASSE" meet, as do "ς" and "Σ"). Two texts with the same
 * key are the same name or label.
 */
export function textKey(value: string): string {
  const bare = Array.from(normaliseText(value))
    .filter((ch) => !IGNORABLE.test(ch))
    .join('');
  return bare.toUpperCase().toLowerCase().normalize('NFKC');
}

/** Whether a normalised text has something to see: a letter, digit, symbol or punctuation mark. */
export function hasVisibleText(value: string): boolean {
  return /[\p{L}\p{N}\p{S}\p{P}]/u.test(value);
}
