import type { TErrorCode } from '@picture-bingo/shared';
import { useEffect, useState } from 'react';
import type { Locale } from './i18n/locales';
import { currentLocale, useLocale } from './i18n/messages';

type EnglishTexts = typeof import('./error-texts');

/**
 * What a refusal says beyond its code, read from the answer's data (never from the server's English words): the
 * seconds to wait before trying again (a 429's Retry-After).
 */
export interface TErrorDetails {
  retryAfter?: number;
}

/** One language's words for refusals (apps/web/messages/errors/{locale}.json), each a function of its inputs. */
type Words = (typeof import('@/catalogues/errors/en.js'))['default'];

const UNKNOWN = 'An unknown error occurred';
let english: EnglishTexts | undefined;
let loadingEnglish: Promise<void> | undefined;
const words = new Map<Locale, Words>();
const loadingWords = new Map<Locale, Promise<void>>();

// Each language's words are a chunk of their own: an error shown in French downloads the French catalogue only.
const WORDS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Words }>> = {
  es: () => import('@/catalogues/errors/es.js'),
  fr: () => import('@/catalogues/errors/fr.js'),
  de: () => import('@/catalogues/errors/de.js'),
  'pt-BR': () => import('@/catalogues/errors/pt-BR.js'),
  ar: () => import('@/catalogues/errors/ar.js'),
  ja: () => import('@/catalogues/errors/ja.js'),
  'en-XA': () => import('@/catalogues/errors/en-XA.js'),
};

function loadEnglish(): Promise<void> {
  loadingEnglish ??= import('./error-texts').then(
    (module) => {
      english = module;
    },
    () => {
      loadingEnglish = undefined;
    },
  );
  return loadingEnglish;
}

function loadWords(locale: Exclude<Locale, 'en'>): Promise<void> {
  let loading = loadingWords.get(locale);
  if (!loading) {
    loading = WORDS[locale]().then(
      (module) => {
        words.set(locale, module.default);
      },
      () => {
        loadingWords.delete(locale);
      },
    );
    loadingWords.set(locale, loading);
  }
  return loading;
}

/** Whether the words for refusals in `locale` are in (English's, and the shown language's own table). */
const textsReady = (locale: Locale) => english !== undefined && (locale === 'en' || words.has(locale));

/**
 * Loads the words for refusals in the shown language (error-texts.ts for English, the catalogue errors/{locale}.json
 * for the others: chunks of their own, so no page's first download carries them). The API client loads them before
 * it hands an error answer on, so a screen showing one has them; a screen naming a code without a server message calls
 * this (or useErrorTexts) first. Never rejects: offline, the server's words stand.
 */
export function loadErrorTexts(): Promise<void> {
  const locale = currentLocale();
  return Promise.all([loadEnglish(), locale === 'en' ? undefined : loadWords(locale)]).then(() => undefined);
}

/**
 * Whether the words are loaded in the shown language, loading them: a screen naming a code with no server message
 * shows it once this is true (offline, once the load failed: the screen then shows what errorText has).
 */
export function useErrorTexts(): boolean {
  const locale = useLocale();
  const [settled, setSettled] = useState<Locale | null>(() => (textsReady(locale) ? locale : null));
  useEffect(() => {
    if (settled === locale) return;
    let current = true;
    void loadErrorTexts().then(() => {
      if (current) setSettled(locale);
    });
    return () => {
      current = false;
    };
  }, [locale, settled]);
  return settled === locale;
}

/** The code an error carries: an API answer's `code`, or a refused socket handshake's `data.code`. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, data } = error as { code?: unknown; data?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** What an error says beyond its code, as data: an API answer's Retry-After seconds. */
export function errorDetailsOf(error: unknown): TErrorDetails | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { retryAfter } = error as { retryAfter?: unknown };
  return typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfter } : undefined;
}

/** A detailed code's words with its details in `locale`, or null when the code has none or they are not known. */
function detailedWords(
  table: Words,
  code: string | null | undefined,
  details: TErrorDetails | undefined,
  locale: Locale,
): string | null {
  if (!details) return null;
  if (code === ('RATE_LIMITED' satisfies TErrorCode) && details.retryAfter) {
    const seconds = details.retryAfter;
    return table.RATE_LIMITED_WAIT({ count: seconds, shown: new Intl.NumberFormat(locale).format(seconds) });
  }
  return null;
}

/**
 * The text shown for a refusal. In English: its code's words (error-texts.ts), else the server's message, else the
 * table's default. In another language: its code's words in that language, else the language's words for an
 * unknown error; the server's message is English, so a detailed code shows its general words, or, when the answer
 * carried its details as data (`details`: a 429's seconds to wait), the language's words with them. Before the
 * words are loaded: the server's message (the table's English for a code's own refusal).
 */
export function errorText(
  code: string | null | undefined,
  message?: string | null,
  details?: TErrorDetails,
): string {
  const locale = currentLocale();
  if (locale !== 'en') {
    const table = words.get(locale);
    if (table)
      return (
        detailedWords(table, code, details, locale) ??
        ((code && code !== 'RATE_LIMITED_WAIT' && Object.hasOwn(table, code)
          ? table[code as Exclude<keyof Words, 'RATE_LIMITED_WAIT'>]()
          : '') ||
          table.UNKNOWN())
      );
    void loadErrorTexts();
  }
  if (english) return english.wordsFor(code, message);
  return message || UNKNOWN;
}
