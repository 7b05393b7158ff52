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

/** More combining marks on one letter than any script needs: "Zalgo" text that spills over the lines around it. */
const MARK_PILE = /(\p{M}{4})\p{M}+/gu;

/** The display form of a single-line text (see above). Idempotent. */
export function normaliseText(value: string): string {
  const visible = dropInvisible(value.normalize('NFKC'));
  // Removing a character between a letter and its accent can leave them uncomposed: compose again.
  return visible.replace(/\s+/gu, ' ').trim().normalize('NFKC').replace(MARK_PILE, '$1');
}

/**
 * Letters of other scripts that look like Latin ones (in either case, since keys are case-folded): the common
 * part of Unicode's confusables (UTS #39) for Cyrillic and Greek, so "Аdmin" with a Cyrillic А is "admin".
 * Only keys use it; every name is shown as typed.
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'ë',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'ï',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ү: 'y',
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'n',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
  ϲ: 'c',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/**
 * The comparison form: the display form without any invisible character at all (emoji joiners included),
 * case-folded (lower, upper, then lower case: "Straße", "STRAẞE" and "STRASSE" meet, as do "ς" and "Σ"), Cyrillic and Greek
 * look-alikes of Latin letters read as those letters. Two texts with the same key are the same name or label.
 */
export function textKey(value: string): string {
  const bare = Array.from(normaliseText(value))
    .filter((ch) => !IGNORABLE.test(ch))
    .join('');
  return bare
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(LOOK_ALIKE, (ch) => LOOK_ALIKES[ch] ?? ch);
}

/** Whether a normalised text has something to see: a letter, digit, symbol or punctuation mark. */
export function hasVisibleText(value: string): boolean {
  return /[\p{L}\p{N}\p{S}\p{P}]/u.test(value);
}
