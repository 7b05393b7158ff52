/** The languages a guest can pick, each named in itself (the switcher's labels are never translated). */
export const LANGUAGE_NAMES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
  ja: '日本語',
} as const;

/** A language the switcher offers. */
export type Language = keyof typeof LANGUAGE_NAMES;
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];

/**
 * English accented and a third longer, generated from English (apps/web/build/messages.ts): opened with `?lang=en-XA`
 * it shows text left untranslated (plain English) and layouts that break on longer words. Never offered.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = Language | typeof PSEUDO_LOCALE;

export const BASE_LOCALE: Locale = 'en';

/** Languages written right to left: the document's `dir` is `rtl`. */
export const isRightToLeft = (locale: Locale) => locale === 'ar';

/**
 * The locale a language tag asks for: the same tag (any case), else one of the same language ("es-MX" → es,
 * "pt-PT" → pt-BR, "en-GB" → en); undefined for a language the app does not have, or no tag.
 */
export function matchLocale(tag: unknown): Locale | undefined {
  if (typeof tag !== 'string' || tag === '') return undefined;
  const lower = tag.trim().toLowerCase();
  if (lower === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const exact = LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.split('-')[0].toLowerCase() === primary);
}
