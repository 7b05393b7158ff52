import { LANGUAGE_TAGS, type TLanguage } from './language-tags';

export * from './language-tags';

export type TTextDirection = 'ltr' | 'rtl';

/**
 * Each language's own name in itself (what a language picker shows, so a reader finds theirs whatever language
 * the page is in) and its writing direction. Kept out of the barrel (import
 * '@picture-bingo/shared/languages'), so a page that only reads a language's tag does not download the names.
 */
export const LANGUAGES: Record<TLanguage, { nativeName: string; dir: TTextDirection }> = {
  en: { nativeName: 'English', dir: 'ltr' },
  es: { nativeName: 'Español', dir: 'ltr' },
  fr: { nativeName: 'Français', dir: 'ltr' },
  de: { nativeName: 'Deutsch', dir: 'ltr' },
  'pt-BR': { nativeName: 'Português (Brasil)', dir: 'ltr' },
  ar: { nativeName: 'العربية', dir: 'rtl' },
  ja: { nativeName: '日本語', dir: 'ltr' },
};

/** The writing direction of a language (`dir` on a page or a mail). */
export const directionOf = (language: TLanguage): TTextDirection => LANGUAGES[language].dir;

/**
 * The supported language a BCP 47 tag asks for, or null: an exact match first (case-insensitive), then the same
 * primary language ('fr-CA' → fr, 'pt' or 'pt-PT' → pt-BR, 'en-US' → en).
 */
export function matchLanguage(tag: string): TLanguage | null {
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return null;
  const exact = LANGUAGE_TAGS.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split(/[-_]/)[0];
  return LANGUAGE_TAGS.find((language) => language.toLowerCase().split('-')[0] === primary) ?? null;
}

/** How many language ranges of an Accept-Language header are read (a hostile header may list thousands). */
const MAX_ACCEPT_RANGES = 20;

/** A language range (RFC 4647: `*`, or up to eight letters then subtags of up to eight letters or digits). */
const LANGUAGE_RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z\d]{1,8})*)$/i;
/** A weight (RFC 9110 qvalue: 0 to 1 with up to three decimals). */
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The best supported language of an Accept-Language header (RFC 9110: ranges by their q weight, highest first,
 * ties in the order listed; q=0 means "not this one"), or null when it names none of ours. Each range is matched
 * as `matchLanguage` matches a tag (`es-MX` → es, `pt` → pt-BR): the app's own rule for the browser's languages
 * (apps/web/src/lib/i18n/locales.ts, matchLocale), which it reads in the same order. A range that is not one, or
 * whose weight is not a qvalue, is skipped; `*` names none of ours in particular.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): TLanguage | null {
  if (!header) return null;
  const ranges = header
    .split(',', MAX_ACCEPT_RANGES)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const weights = params
        .map((param) => param.replace(/\s*=\s*/, '='))
        .filter((param) => /^q=/i.test(param));
      const q = weights.length === 0 ? '1' : weights.length === 1 ? WEIGHT.exec(weights[0])?.[1] : undefined;
      return { tag, q: q === undefined ? 0 : Number(q), index };
    })
    .filter((range) => range.q > 0 && range.tag !== '*' && LANGUAGE_RANGE.test(range.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const language = matchLanguage(range.tag);
    if (language) return language;
  }
  return null;
}
